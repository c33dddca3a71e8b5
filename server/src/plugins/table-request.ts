import type { FastifyRequest } from 'fastify';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { ValidationFailed } from '../lib/http-errors';
import { answerTable, type TableDefinition, type TableOrder, type TableReader, type TableRequest, type TableSource } from '../domain/tables/table-query';

// The HTTP half of a DataTables table: reading the protocol's fields off a request and refusing
// bad ones with 422. The query half, which never sees a request, is domain/tables/table-query.ts.

/** Largest page a table answers. */
const MAX_TABLE_LENGTH = 1000;
/** Longest search term accepted; longer input is refused rather than silently cut. */
const MAX_SEARCH_LENGTH = 100;
/** At most this many sort clauses are honoured (DataTables multi-column sort). */
const MAX_ORDER_CLAUSES = 3;

interface ParseOptions<C extends string> {
  /** The `columns[i][data]` names that may be sorted on. */
  sortable: readonly C[];
  /** Used when the request names no order. */
  defaultOrder: TableOrder<C> | TableOrder<C>[];
  defaultLength?: number;
  /** Shortest search term honoured (see TableDefinition.minSearchLength). */
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

/** Parses the fields against a table's declaration. */
const parseTableFor = <C extends string>(fields: Fields, definition: TableDefinition<C>): TableRequest<C> =>
  parseTableRequest(fields, {
    sortable: Object.keys(definition.sortable) as C[],
    defaultOrder: definition.defaultOrder,
    minSearchLength: definition.minSearchLength,
  });

/** A reader the domain calls with its table's declaration, for these fields. */
export const tableReader =
  (fields: Fields): TableReader =>
  (definition) =>
    parseTableFor(fields, definition);

/** Parses the fields against the definition and answers them: counts, then one page. */
export function runTable<C extends string, R, Row = R>(
  fields: Fields,
  definition: TableDefinition<C>,
  source: TableSource<R> | (() => TableSource<R>),
  map?: (row: R) => Row,
): Promise<DataTablesAnswer<Row>> {
  return answerTable(parseTableFor(fields, definition), definition, source, map);
}
