import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIKI_TYPES } from '@contract/paths';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { createTestApp, visitor, type TestApp, type TestClient } from '../test-app';
import { WIKI_TABLES } from '../../src/domain/wiki/registry';
import { allianceTable, logTable, memberTable } from '../../src/domain/guild/tables';
import { friendsTable } from '../../src/domain/character/friends';
import { BET_TABLE_ORDERABLE } from '../../src/domain/bets/bet-list';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS } from '../../src/domain/ranking/categories';
import { guildAlliances } from '../../src/db/schema/index';

// Every public table declares its orderable columns, and each sorts by the values it shows: for
// every orderable column, the ascending and the descending page are in that column's order
// (docs/contract.md#sorting). The reference lists each table's orderable columns and its shortest search.

/** A public table and its orderable columns, from the server's own declarations. */
interface Table {
  url: string;
  orderable: string[];
  /** Names sort case-insensitively on the search tables. */
  caseless?: boolean;
}

const names = (list: string) => list.split(', ');
const TABLES: Table[] = [
  ...RANKING_CATEGORY_KEYS.map((key) => ({ url: `/api/ranking/${key}`, orderable: ['Position', RANKING_CATEGORIES[key].figure] })),
  { url: '/api/ranking/gains/day/experience', orderable: ['Position', 'Gain'] },
  { url: '/api/guild/member/1', orderable: Object.keys(memberTable.sortable) },
  { url: '/api/guild/log/1', orderable: Object.keys(logTable.sortable) },
  { url: '/api/ranking/friend/1', orderable: Object.keys(friendsTable.sortable) },
  { url: '/api/search/characters?q=the', orderable: ['Username', 'Level'], caseless: true },
  { url: '/api/search/guilds?q=the', orderable: ['Name', 'Level'], caseless: true },
  ...WIKI_TYPES.map((type) => ({ url: `/api/wiki/${type}`, orderable: Object.keys(WIKI_TABLES[type].sortable) })),
  { url: '/api/bet/all?list=joined', orderable: names(BET_TABLE_ORDERABLE) },
];

type Row = Record<string, unknown>;

/** What a column shows: a name for a player, guild or item cell; a guild rank sorts by rank, highest first. */
function shown(row: Row, column: string): string | number | null {
  if (column === 'Name' && typeof row.RankOrder === 'number') return row.RankOrder;
  const v = row[column];
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return ((v as Row).Username ?? (v as Row).Name ?? null) as string | null;
  return typeof v === 'boolean' ? Number(v) : (v as string | number);
}

/** Sorted by the database's text order (byte order on PGlite), numbers by value; missing values at one end. */
function expectSorted(values: (string | number | null)[], dir: 'asc' | 'desc', caseless: boolean, where: string) {
  const present = values.filter((v) => v !== null).map((v) => (caseless && typeof v === 'string' ? v.toLowerCase() : v));
  const cmp = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0);
  expect(present, where).toEqual([...present].sort((a, b) => (dir === 'asc' ? cmp(a, b) : cmp(b, a))));
}

let t: TestApp;
let client: TestClient;
let spec: { paths: Record<string, Record<string, unknown>> };
beforeAll(async () => {
  t = await createTestApp({ players: 60 });
  client = await visitor(t.app);
  spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** Asks for every orderable column both ways and checks each page is in that column's order. */
async function expectSortedByOwnValues(table: Table) {
  const [path, query = ''] = table.url.split('?');
  for (const column of table.orderable) {
    for (const dir of ['asc', 'desc'] as const) {
      const params = new URLSearchParams(query);
      params.set('columns[0][data]', column);
      params.set('order[0][column]', '0');
      params.set('order[0][dir]', dir);
      params.set('length', '100');
      const res = await client.get(`${path}?${params}`);
      expect(res.statusCode, `${table.url} ${column} ${dir}`).toBe(200);
      const answer: DataTablesAnswer<Row> = res.json();
      expect(answer.data.length, `${table.url} draws rows`).toBeGreaterThan(0);
      expectSorted(
        answer.data.map((row) => shown(row, column)),
        dir,
        !!table.caseless,
        `${table.url} by ${column} ${dir}`,
      );
    }
  }
}

describe('public tables sort every orderable column by its own values', () => {
  for (const table of TABLES) {
    it(`${table.url}: ${table.orderable.join(', ')}`, () => expectSortedByOwnValues(table));
  }

  it('/api/guild/alliance/{id}: guild, Date', async () => {
    // A small seeded world may have no alliance: guild 1 allies three others, on different days.
    await t.database.db
      .insert(guildAlliances)
      .values([2, 3, 4].map((ally) => ({ GuildID: 1, AllyGuildID: ally, Date: new Date(Date.UTC(2025, 5, 10 - ally)) })))
      .onConflictDoNothing();
    await expectSortedByOwnValues({ url: '/api/guild/alliance/1', orderable: Object.keys(allianceTable.sortable) });
  });
});

describe('the reference states each public table’s orderable columns and shortest search', () => {
  const documented = (path: string) => JSON.stringify(spec.paths[path]);
  it('on every table path, GET and POST', () => {
    const paths: [string, string[]][] = [
      ['/api/ranking/player/{category}', ['Position', 'global: Experience', 'pvp: KD', 'rebirth: RebirthCount']],
      ['/api/ranking/guild/{category}', ['Position', 'war: WL', 'raid: RW']],
      ['/api/ranking/monster', ['Position, KD']],
      ['/api/ranking/gains/{period}/{figure}', ['Position, Gain']],
      ['/api/guild/member/{id}', [Object.keys(memberTable.sortable).join(', ')]],
      ['/api/guild/log/{id}', [Object.keys(logTable.sortable).join(', ')]],
      ['/api/guild/alliance/{id}', [Object.keys(allianceTable.sortable).join(', ')]],
      ['/api/ranking/friend/{characterId}', [Object.keys(friendsTable.sortable).join(', ')]],
      ['/api/search/characters', ['Username', 'Level']],
      ['/api/search/guilds', ['Name, Level']],
      ['/api/wiki/{type}', WIKI_TYPES.map((type) => `${type}: ${Object.keys(WIKI_TABLES[type].sortable).join(', ')}`)],
      ['/api/bet/all', [BET_TABLE_ORDERABLE]],
    ];
    for (const [path, columns] of paths) {
      const text = documented(path);
      expect(text, path).toContain('Orderable columns');
      for (const column of columns) expect(text, `${path} ${column}`).toContain(column);
      expect(text, path).toMatch(/answered as no search|A term of 1 character is honoured/);
    }
    expect(documented('/api/wiki/{type}')).toContain('market: 3');
  });
});
