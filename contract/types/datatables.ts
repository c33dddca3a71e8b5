/** DataTables server-side protocol. */
export interface DataTablesAnswer<Row> {
  draw: number;
  recordsTotal: number;
  recordsFiltered: number;
  /** Set on a table too big to count every match: `recordsFiltered` is then a floor ("more than"). */
  recordsFilteredCapped?: true;
  data: Row[];
}

/**
 * Whether an answer has the shape of a table page. A 200 with another body (a proxy's or captive
 * portal's page, JSON cut short) is a load error of the table, not rows to draw.
 */
export const isDataTablesAnswer = (value: unknown): value is DataTablesAnswer<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { data?: unknown }).data) &&
  Number.isFinite((value as { recordsTotal?: unknown }).recordsTotal) &&
  Number.isFinite((value as { recordsFiltered?: unknown }).recordsFiltered);

export interface DataTablesRequest {
  draw: number;
  start: number;
  length: number;
  search: string;
  order: { column: string; dir: 'asc' | 'desc' }[];
}

/** Flattens a table request into the form fields / query parameters DataTables sends. */
export function dataTablesParams(req: DataTablesRequest, columns: string[]): Record<string, string> {
  const out: Record<string, string> = {
    draw: String(req.draw),
    start: String(req.start),
    length: String(req.length),
    'search[value]': req.search,
  };
  columns.forEach((c, i) => {
    out[`columns[${i}][data]`] = c;
  });
  req.order.forEach((o, i) => {
    const idx = columns.indexOf(o.column);
    if (idx >= 0) {
      out[`order[${i}][column]`] = String(idx);
      out[`order[${i}][dir]`] = o.dir;
    }
  });
  return out;
}
