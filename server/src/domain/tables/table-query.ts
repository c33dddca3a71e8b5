import { and, asc, desc, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DataTablesAnswer } from '@contract/types/datatables';

// The query half of a DataTables table: a table declares what it sorts and searches by, and
// answerTable runs one page of it with Drizzle. Reading the request off HTTP is the route's job
// (plugins/table-request.ts); this side only ever sees a validated TableRequest, so request values
// never reach SQL text: sort columns come from the declaration and the search term is a bound parameter.

type SortDir = 'asc' | 'desc';

export interface TableOrder<C extends string = string> {
  column: C;
  dir: SortDir;
}

/** A validated table request: `order` only names declared orderable columns. */
export interface TableRequest<C extends string = string> {
  draw: number;
  start: number;
  length: number;
  search: string;
  order: TableOrder<C>[];
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
  /**
   * Shortest search term honoured (1 by default). Big tables ask for 3: a trigram index cannot
   * serve a shorter "contains" search, which would scan every row. A shorter term is answered as
   * no search, not refused: DataTables searches on every keystroke and shows an alert on any error.
   */
  minSearchLength?: number;
  /** Unique expression(s) appended to every sort so pages never overlap. */
  tiebreak: readonly SQLWrapper[];
}

/** The table's orderable columns as the reference lists them. */
export const orderableColumns = <C extends string>(definition: TableDefinition<C>): string => Object.keys(definition.sortable).join(', ');

/** Reads the request a route received against a table's declaration (the domain never sees the raw fields). */
export type TableReader = <C extends string>(definition: TableDefinition<C>) => TableRequest<C>;

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

/** `db.select({ id }).from(...).$dynamic()`, used as a subquery. */
interface KeySelect extends SQLWrapper {
  where(where: SQL | undefined): KeySelect;
  orderBy(...clauses: SQL[]): KeySelect;
  limit(n: number): KeySelect;
  offset(n: number): KeySelect;
}

interface DynamicCount extends PromiseLike<{ n: number }[]> {
  where(where: SQL | undefined): DynamicCount;
}

export interface TableSource<R> {
  /** The page query with its joins; the runner adds where, order, limit and offset. */
  rows: DynamicSelect<R>;
  /** `db.select({ n: count() }).from(...)` over the same joins, dynamic. */
  count: DynamicCount;
  /** The table's own filter (a category, a status), combined with the search. */
  where?: SQL;
  /** Known unfiltered total, when the route keeps one (saves a count): a number, or how to read it. */
  total?: number | (() => Promise<number>);
  /** Narrowing the reader chose (the table's filter fields): like the search, it leaves `total` as it is. */
  filter?: SQL;
  /** For a table too big to count on every read: the filtered count stops `cap` rows past the page's start. */
  bounded?: BoundedCount;
  /**
   * A deep page of a big table: its keys are read first (an index-only walk past the skipped rows),
   * then only those rows; a plain offset fetches every skipped row from the table.
   */
  pageKeys?: { key: SQLWrapper; keys: KeySelect };
}

interface BoundedCount {
  cap: number;
  /** How many rows match, counting no further than `limit` (`select count(*) from (select 1 … limit n)`). */
  countUpTo: (where: SQL | undefined, limit: number) => Promise<number>;
}

const toNumber = (v: unknown) => Number(v ?? 0);

/** Answers a validated request: counts, then one page. */
export async function answerTable<C extends string, R, Row = R>(
  req: TableRequest<C>,
  definition: TableDefinition<C>,
  src: TableSource<R> | (() => TableSource<R>),
  map?: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  const source = typeof src === 'function' ? src() : src;
  const search = req.search && definition.searchWith ? definition.searchWith(likePattern(req.search)) : searchCondition(req.search, definition.searchable);
  const narrowing = and(source.filter, search);
  const filtered = narrowing ? and(source.where, narrowing) : source.where;
  // Counts run one after the other: PGlite is one connection, and on PostgreSQL they are cheap.
  const total = typeof source.total === 'function' ? await source.total() : (source.total ?? toNumber((await source.count.where(source.where))[0]?.n));
  let recordsFiltered = total;
  let capped = false;
  if (narrowing && source.bounded) {
    // Past the cap the answer is "more than": the pager still reaches `cap` rows further than this page.
    const limit = req.start + source.bounded.cap + 1;
    const n = await source.bounded.countUpTo(filtered, limit);
    capped = n >= limit;
    recordsFiltered = capped ? limit - 1 : n;
  } else if (narrowing) {
    // where() on a Drizzle dynamic builder replaces the previous condition, so the count builder is reused.
    recordsFiltered = toNumber((await source.count.where(filtered))[0]?.n);
  }
  const order = orderByClauses(req.order, definition.sortable, definition.tiebreak);
  const keys = source.pageKeys;
  const rows =
    recordsFiltered === 0 || req.start >= recordsFiltered
      ? []
      : keys
        ? await source.rows
            .where(
              and(
                filtered,
                inArray(
                  keys.key as SQL,
                  keys.keys
                    .where(filtered)
                    .orderBy(...order)
                    .limit(req.length)
                    .offset(req.start),
                ),
              ),
            )
            .orderBy(...order)
            .limit(req.length)
        : await source.rows
            .where(filtered)
            .orderBy(...order)
            .limit(req.length)
            .offset(req.start);
  const answer = tableAnswer(req.draw, total, recordsFiltered, map ? rows.map(map) : (rows as unknown as Row[]));
  return capped ? { ...answer, recordsFilteredCapped: true } : answer;
}

/** `count(*)` as a number column for count sources. */
export const countStar = () => sql<number>`count(*)::int`.mapWith(Number);
