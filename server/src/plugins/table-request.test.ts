import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import { maps } from '../db/schema/index';
import { answerTable, escapeLike, type TableDefinition } from '../domain/tables/table-query';
import { parseTableRequest, runTable } from './table-request';
import { ValidationFailed } from '../lib/http-errors';

const sortable = ['id', 'Name', 'RequiredLevel'] as const;
type Col = (typeof sortable)[number];
const columns = { 'columns[0][data]': 'id', 'columns[1][data]': 'Name', 'columns[2][data]': 'RequiredLevel', 'columns[3][data]': 'IsUpgradeOnly' };
const parse = (fields: Record<string, unknown>) => parseTableRequest<Col>({ ...columns, ...fields }, { sortable, defaultOrder: { column: 'id', dir: 'asc' } });

const errorsOf = (fn: () => unknown): Record<string, string[]> => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationFailed) return e.errors;
    throw e;
  }
  throw new Error('expected a validation failure');
};

describe('parseTableRequest', () => {
  it('reads paging, search and whitelisted order', () => {
    expect(parse({ draw: '3', start: '50', length: '25', 'search[value]': ' Cave ', 'order[0][column]': '1', 'order[0][dir]': 'DESC' })).toEqual({
      draw: 3,
      start: 50,
      length: 25,
      search: 'Cave',
      order: [{ column: 'Name', dir: 'desc' }],
    });
  });

  it('falls back to defaults when fields are absent', () => {
    expect(parse({})).toEqual({ draw: 0, start: 0, length: 25, search: '', order: [{ column: 'id', dir: 'asc' }] });
  });

  it('keeps numeric-looking search text as typed', () => {
    expect(parse({ 'search[value]': '007' }).search).toBe('007');
    expect(parse({ 'search[value]': 7 }).search).toBe('7');
  });

  it('accepts every page length of the SPA and refuses lengths above 1000 or below 1', () => {
    for (const length of [5, 10, 25, 50, 100, 500, 1000]) expect(parse({ length: String(length) }).length).toBe(length);
    expect(errorsOf(() => parse({ length: '1001' }))).toEqual({ length: ['The length field must be between 1 and 1000.'] });
    expect(errorsOf(() => parse({ length: '-1' }))).toHaveProperty('length');
    expect(errorsOf(() => parse({ length: '0' }))).toHaveProperty('length');
    expect(errorsOf(() => parse({ length: '2.5' }))).toEqual({ length: ['The length field must be an integer.'] });
  });

  it('refuses a negative or non-integer start', () => {
    expect(errorsOf(() => parse({ start: '-5' }))).toEqual({ start: ['The start field must be at least 0.'] });
    expect(errorsOf(() => parse({ start: '1e3' }))).toEqual({ start: ['The start field must be an integer.'] });
  });

  // A well-formed sort on a column the table can't sort by is ignored, never refused (as the
  // DataTables reference server does); the table's own order is used. Malformed indexes are still refused.
  it('ignores a sort on a column outside the whitelist or an unknown index, and uses the table order', () => {
    const defaultOrder = [{ column: 'id', dir: 'asc' }];
    expect(parse({ 'order[0][column]': '3', 'order[0][dir]': 'desc' }).order).toEqual(defaultOrder);
    expect(parse({ 'order[0][column]': '9' }).order).toEqual(defaultOrder);
    expect(parse({ 'order[0][column]': '0', 'columns[0][data]': 'id; drop table maps', 'order[0][dir]': 'asc' }).order).toEqual(defaultOrder);
    // Beside a sortable one, the unsortable clause is dropped and the sortable one kept.
    expect(parse({ 'order[0][column]': '3', 'order[1][column]': '1', 'order[1][dir]': 'desc' }).order).toEqual([{ column: 'Name', dir: 'desc' }]);
  });

  it('refuses an order index that is not a column index', () => {
    expect(errorsOf(() => parse({ 'order[0][column]': '1; drop table maps' }))).toEqual({
      'order[0][column]': ['The order column field must be a column index.'],
    });
  });

  it('refuses a direction other than asc or desc', () => {
    expect(errorsOf(() => parse({ 'order[0][column]': '1', 'order[0][dir]': 'asc, id' }))).toEqual({
      'order[0][dir]': ['The order direction field must be asc or desc.'],
    });
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(errorsOf(() => parse({ start: 'x', length: '5000', 'search[value]': 'x'.repeat(101) }))).sort()).toEqual([
      'length',
      'search[value]',
      'start',
    ]);
  });

  it('honours several sort clauses, once each', () => {
    expect(parse({ 'order[0][column]': '2', 'order[0][dir]': 'desc', 'order[1][column]': '1', 'order[1][dir]': 'asc', 'order[2][column]': '2' }).order).toEqual(
      [
        { column: 'RequiredLevel', dir: 'desc' },
        { column: 'Name', dir: 'asc' },
      ],
    );
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('runTable on a real database', () => {
  let database: Database;
  const names = ['Crystal Cave', 'Dark Forest', '100% Sure', 'Under_score', "O'Brien's Keep", '<script>alert(1)</script>', 'Quiet Lake'];

  const definition: TableDefinition<Col> = {
    sortable: { id: maps.id, Name: maps.Name, RequiredLevel: maps.RequiredLevel },
    defaultOrder: { column: 'id', dir: 'asc' },
    searchable: [maps.Name],
    tiebreak: [maps.id],
  };
  const source = () => ({
    rows: database.db.select({ id: maps.id, Name: maps.Name, RequiredLevel: maps.RequiredLevel }).from(maps).$dynamic(),
    count: database.db.select({ n: count() }).from(maps).$dynamic(),
  });
  const run = (fields: Record<string, unknown>) => runTable({ ...columns, ...fields }, definition, source);

  beforeAll(async () => {
    database = await openDatabase({ dataDir: ':memory:' });
    await database.db.insert(maps).values(names.map((Name, i) => ({ id: i + 1, Name, RequiredLevel: (i * 7) % 5 })));
  });
  afterAll(() => database.close());

  it('answers draw, totals and the first page in the default order', async () => {
    const answer = await run({ draw: '4', length: '5' });
    expect(answer).toMatchObject({ draw: 4, recordsTotal: 7, recordsFiltered: 7 });
    expect(answer.data.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pages with start', async () => {
    const answer = await run({ start: '5', length: '5' });
    expect(answer.data.map((r) => r.id)).toEqual([6, 7]);
    expect((await run({ start: '50', length: '5' })).data).toEqual([]);
  });

  it('sorts on each whitelisted column both ways, with a stable tiebreak', async () => {
    const byName = await run({ 'order[0][column]': '1', 'order[0][dir]': 'asc', length: '100' });
    expect(byName.data.map((r) => r.Name)).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNameDesc = await run({ 'order[0][column]': '1', 'order[0][dir]': 'desc', length: '100' });
    expect(byNameDesc.data.map((r) => r.Name)).toEqual(byName.data.map((r) => r.Name).reverse());
    const byLevel = await run({ 'order[0][column]': '2', 'order[0][dir]': 'desc', length: '100' });
    const levels = byLevel.data.map((r) => r.RequiredLevel);
    expect(levels).toEqual([...levels].sort((a, b) => b - a));
    // Equal levels keep id order reversed with the direction, so the two directions mirror each other.
    const byLevelAsc = await run({ 'order[0][column]': '2', 'order[0][dir]': 'asc', length: '100' });
    expect(byLevelAsc.data.map((r) => r.id)).toEqual(byLevel.data.map((r) => r.id).reverse());
  });

  it('searches case-insensitively and counts the filtered rows', async () => {
    const answer = await run({ 'search[value]': 'cave' });
    expect(answer).toMatchObject({ recordsTotal: 7, recordsFiltered: 1 });
    expect(answer.data[0].Name).toBe('Crystal Cave');
  });

  it('treats SQL and LIKE metacharacters in the search as plain text', async () => {
    expect((await run({ 'search[value]': '%' })).data.map((r) => r.Name)).toEqual(['100% Sure']);
    expect((await run({ 'search[value]': '_' })).data.map((r) => r.Name)).toEqual(['Under_score']);
    expect((await run({ 'search[value]': "O'Brien" })).data.map((r) => r.Name)).toEqual(["O'Brien's Keep"]);
    expect((await run({ 'search[value]': "' or 1=1 --" })).recordsFiltered).toBe(0);
    expect((await run({ 'search[value]': '<script>' })).data.map((r) => r.Name)).toEqual(['<script>alert(1)</script>']);
    expect((await run({ 'search[value]': '\\' })).recordsFiltered).toBe(0);
  });

  it('combines the table filter with the search and accepts a known total', async () => {
    const answer = await answerTable(parse({ 'search[value]': 'e' }), definition, { ...source(), where: eq(maps.RequiredLevel, 0), total: 2 });
    expect(answer.recordsTotal).toBe(2);
    expect(answer.data.every((r) => r.RequiredLevel === 0 && /e/i.test(r.Name))).toBe(true);
    expect(answer.recordsFiltered).toBe(answer.data.length);
  });
});
