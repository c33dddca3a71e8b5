import { and, asc, desc, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { ValidationFailed } from './http-errors';

// The DataTables server-side protocol: one parser that turns the request into a
// validated, whitelisted table request, and one runner that answers it with a Drizzle query.
// Request values never reach SQL text: sort columns come from the route's whitelist and the search
// term travels as a bound parameter.

/** Largest page a table answers. */
const MAX_TABLE_LENGTH = 1000;
/** Longest search term accepted; longer input is refused rather than silently cut. */
const MAX_SEARCH_LENGTH = 100;
/** At most this many sort clauses are honoured (DataTables multi-column sort). */
const MAX_ORDER_CLAUSES = 3;

type SortDir = 'asc' | 'desc';

interface TableOrder<C extends string = string> {
  column: C;
  dir: SortDir;
}

/** A validated table request: `order` only names whitelisted columns. */
export interface TableRequest<C extends string = string> {
  draw: number;
  start: number;
  length: number;
  search: string;
  order: TableOrder<C>[];
}

export interface ParseOptions<C extends string> {
  /** The `columns[i][data]` names that may be sorted on. */
  sortable: readonly C[];
  /** Used when the request names no order. */
  defaultOrder: TableOrder<C> | TableOrder<C>[];
  defaultLength?: number;
  /**
   * Shortest search term honoured (1 by default). Big tables ask for 3: a trigram index cannot
   * serve a shorter "contains" search, which would scan every row. A shorter term is answered as
   * no search, not refused: DataTables searches on every keystroke and shows an alert on any error.
   */
  minSearchLength?: number;
}

type Fields = Record<string, unknown>;

/**
 * The raw table fields of a request: the query string for GET, the body for POST. Raw, not
 * `request.form`: the form typing rule would turn a search for "007" into the number 7.
 */
export function tableFields(request: FastifyRequest): Fields {
  // HEAD must answer exactly as GET for the same URL, so it reads the query too.
  if (request.method === 'GET' || request.method === 'HEAD') return (request.query ?? {}) as Fields;
  const body = request.body;
  if (!body || typeof body !== 'object') return {};
  const out: Fields = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const one: unknown = Array.isArray(value) ? value[value.length - 1] : value;
    // Multipart fields arrive as parts ({ type: 'field', value }); urlencoded as plain strings.
    out[key] = one && typeof one === 'object' && 'value' in one ? one.value : one;
  }
  return out;
}

const text = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return text(v[v.length - 1]);
  // Fields arrive as strings (or numbers from JSON); anything else is shown as what it is.
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
};

const INTEGER = /^-?\d{1,15}$/;

/** Parses and validates a DataTables request; throws ValidationFailed (422) naming each bad field. */
export function parseTableRequest<C extends string>(fields: Fields, options: ParseOptions<C>): TableRequest<C> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };

  const int = (field: string, label: string, fallback: number, min: number, max: number): number => {
    const raw = text(fields[field])?.trim();
    if (raw === undefined || raw === '') return fallback;
    if (!INTEGER.test(raw)) {
      fail(field, `The ${label} field must be an integer.`);
      return fallback;
    }
    const n = Number(raw);
    if (n < min || n > max) {
      fail(field, max === Number.MAX_SAFE_INTEGER ? `The ${label} field must be at least ${min}.` : `The ${label} field must be between ${min} and ${max}.`);
      return fallback;
    }
    return n;
  };

  const draw = int('draw', 'draw', 0, 0, Number.MAX_SAFE_INTEGER);
  const start = int('start', 'start', 0, 0, Number.MAX_SAFE_INTEGER);
  const length = int('length', 'length', options.defaultLength ?? 25, 1, MAX_TABLE_LENGTH);

  const typed = (text(fields['search[value]']) ?? '').trim();
  if (typed.length > MAX_SEARCH_LENGTH) fail('search[value]', `The search field must not be longer than ${MAX_SEARCH_LENGTH} characters.`);
  const search = typed.length < (options.minSearchLength ?? 1) ? '' : typed;

  const order: TableOrder<C>[] = [];
  for (let i = 0; i < MAX_ORDER_CLAUSES; i++) {
    const rawIndex = text(fields[`order[${i}][column]`])?.trim();
    if (rawIndex === undefined || rawIndex === '') continue;
    const field = `order[${i}][column]`;
    if (!/^\d{1,3}$/.test(rawIndex)) {
      fail(field, 'The order column field must be a column index.');
      continue;
    }
    // A well-formed sort on a column the table can't sort by is ignored and the table's own order
    // used, as the DataTables reference server does: tools send every column's sort.
    const name = text(fields[`columns[${rawIndex}][data]`]);
    if (!name || !(options.sortable as readonly string[]).includes(name)) continue;
    const rawDir = (text(fields[`order[${i}][dir]`]) ?? 'asc').trim().toLowerCase();
    if (rawDir !== 'asc' && rawDir !== 'desc') {
      fail(`order[${i}][dir]`, 'The order direction field must be asc or desc.');
      continue;
    }
    if (!order.some((o) => o.column === name)) order.push({ column: name as C, dir: rawDir });
  }

  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  const defaults = Array.isArray(options.defaultOrder) ? options.defaultOrder : [options.defaultOrder];
  return { draw, start, length, search, order: order.length ? order : defaults };
}

/** Escapes LIKE wildcards so the user's `%`, `_` and `\` match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern of a "contains" search for the term. */
const likePattern = (term: string) => `%${escapeLike(term)}%`;

/** "contains" match of the term on any of the expressions (ILIKE, bound parameter; trigram indexes serve it). */
export function searchCondition(term: string, expressions: readonly SQLWrapper[]): SQL | undefined {
  if (!term || expressions.length === 0) return undefined;
  const pattern = likePattern(term);
  return or(...expressions.map((e) => ilike(e as SQL, pattern)));
}

/** ORDER BY for a validated order list; `tiebreak` keeps paging stable when sort values repeat. */
function orderByClauses<C extends string>(order: readonly TableOrder<C>[], sortable: Record<C, SQLWrapper>, tiebreak: readonly SQLWrapper[] = []): SQL[] {
  const clauses = order.map((o) => (o.dir === 'desc' ? desc(sortable[o.column]) : asc(sortable[o.column])));
  // The tiebreak follows the first column's direction so reversing the sort reverses the page order.
  const dir = order[0]?.dir ?? 'asc';
  return [...clauses, ...tiebreak.map((t) => (dir === 'desc' ? desc(t) : asc(t)))];
}

export const tableAnswer = <Row>(draw: number, recordsTotal: number, recordsFiltered: number, data: Row[]): DataTablesAnswer<Row> => ({
  draw,
  recordsTotal,
  recordsFiltered,
  data,
});

/** A Drizzle dynamic select (`db.select(...).from(...).$dynamic()`): where, orderBy, limit, offset. */
interface DynamicSelect<R> extends PromiseLike<R[]> {
  where(where: SQL | undefined): DynamicSelect<R>;
  orderBy(...clauses: SQL[]): DynamicSelect<R>;
  limit(n: number): DynamicSelect<R>;
  offset(n: number): DynamicSelect<R>;
}

interface DynamicCount extends PromiseLike<{ n: number }[]> {
  where(where: SQL | undefined): DynamicCount;
}

export interface TableDefinition<C extends string> {
  /** Sort whitelist: `columns[i][data]` name → the column or expression sorted by. */
  sortable: Record<C, SQLWrapper>;
  defaultOrder: TableOrder<C> | TableOrder<C>[];
  /** Expressions the search box matches (contains, case-insensitive). */
  searchable: readonly SQLWrapper[];
  /**
   * Replaces the plain ILIKE over `searchable` when a table searches through other tables (e.g.
   * an id IN (a trigram-indexed name match)); gets the escaped "contains" pattern.
   */
  searchWith?: (pattern: string) => SQL;
  /** Shortest search term honoured (see ParseOptions.minSearchLength). */
  minSearchLength?: number;
  /** Unique expression(s) appended to every sort so pages never overlap. */
  tiebreak: readonly SQLWrapper[];
}

export interface TableSource<R> {
  /** The page query with its joins; the runner adds where, order, limit and offset. */
  rows: DynamicSelect<R>;
  /** `db.select({ n: count() }).from(...)` over the same joins, dynamic. */
  count: DynamicCount;
  /** The table's own filter (a category, a status), combined with the search. */
  where?: SQL;
  /** Known unfiltered total, when the route keeps one (saves a count). */
  total?: number;
}

const toNumber = (v: unknown) => Number(v ?? 0);

/** Parses the request against the definition and answers it: counts, then one page. */
export async function runTable<C extends string, R, Row = R>(
  fields: Fields,
  definition: TableDefinition<C>,
  source: TableSource<R> | (() => TableSource<R>),
  map?: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  const req = parseTableRequest(fields, {
    sortable: Object.keys(definition.sortable) as C[],
    defaultOrder: definition.defaultOrder,
    minSearchLength: definition.minSearchLength,
  });
  const src = typeof source === 'function' ? source() : source;
  return answerTable(req, definition, src, map);
}

/** Answers an already-parsed request (for routes that parse first to pick their query). */
export async function answerTable<C extends string, R, Row = R>(
  req: TableRequest<C>,
  definition: TableDefinition<C>,
  src: TableSource<R>,
  map?: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  const search = req.search && definition.searchWith ? definition.searchWith(likePattern(req.search)) : searchCondition(req.search, definition.searchable);
  const filtered = search ? and(src.where, search) : src.where;
  // Counts run one after the other: PGlite is one connection, and on PostgreSQL they are cheap.
  const total = src.total ?? toNumber((await src.count.where(src.where))[0]?.n);
  // where() on a Drizzle dynamic builder replaces the previous condition, so the count builder is reused.
  const recordsFiltered = search ? toNumber((await src.count.where(filtered))[0]?.n) : total;
  const rows =
    recordsFiltered === 0 || req.start >= recordsFiltered
      ? []
      : await src.rows
          .where(filtered)
          .orderBy(...orderByClauses(req.order, definition.sortable, definition.tiebreak))
          .limit(req.length)
          .offset(req.start);
  return tableAnswer(req.draw, total, recordsFiltered, map ? rows.map(map) : (rows as unknown as Row[]));
}

/** `count(*)` as a number column for count sources. */
export const countStar = () => sql<number>`count(*)::int`.mapWith(Number);
