import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GUILD_RANKINGS, PLAYER_RANKINGS } from '@contract/paths';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { clientFor, createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { guilds, monsters, privacySettings, rankingChunks, users } from '../../../db/schema/index';
import { RANKING_CATEGORIES, type RankingCategoryKey } from '../../../domain/ranking/categories';

// Rankings over stored positions (docs/product-rules.md#pages-and-routes /ranking/…, docs/product-rules.md#http-contract Rankings; the DataTables protocol).

let t: TestApp;
let client: TestClient;
type User = typeof users.$inferSelect;
let allUsers: User[];

beforeAll(async () => {
  t = await createTestApp({ players: 120 });
  client = await visitor(t.app);
  allUsers = await t.app.db.select().from(users);
});
afterAll(() => t.close());

const columnsOf = (key: RankingCategoryKey) => ({
  'columns[0][data]': 'Position',
  'columns[1][data]': 'user',
  'columns[2][data]': RANKING_CATEGORIES[key].figure,
  'columns[3][data]': 'Level',
});
const url = (key: RankingCategoryKey) => `/api/ranking/${key}`;

async function page<Row>(key: RankingCategoryKey, fields: Record<string, string | number> = {}): Promise<DataTablesAnswer<Row>> {
  const res = await client.post(url(key), { draw: 1, start: 0, length: 25, 'search[value]': '', ...columnsOf(key), ...fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// The expected rankings, computed here independently of the SQL.
const vip = (u: User) => u.Role === 'vip' || (u.VipUntil !== null && u.VipUntil.getTime() > Date.now());
const cmp =
  (...keys: ((u: User) => number)[]) =>
  (a: User, b: User) => {
    for (const k of keys) if (k(a) !== k(b)) return k(b) - k(a);
    return a.id - b.id;
  };
const byLevel = cmp(
  (u) => u.Level,
  (u) => u.Experience,
);
const EXPECTED: Record<string, { filter: (u: User) => boolean; sort: (a: User, b: User) => number }> = {
  'player/global': { filter: (u) => u.Role !== 'staff', sort: byLevel },
  'player/boss': {
    filter: (u) => u.Role !== 'staff',
    sort: cmp(
      (u) => u.WorldBossDamageTotal,
      (u) => u.WorldBossMVPCount,
    ),
  },
  'player/pvp': {
    filter: (u) => u.Role !== 'staff',
    sort: cmp(
      (u) => u.KD,
      (u) => u.KDDaily,
    ),
  },
  'player/vip': { filter: (u) => u.Role !== 'staff' && vip(u), sort: byLevel },
  'player/noob': { filter: (u) => u.Role !== 'staff' && u.RebirthCount === 0 && u.Level < u.LevelMax, sort: cmp((u) => u.Experience) },
  'player/staff': { filter: (u) => u.Role === 'staff', sort: byLevel },
  'player/rebirth': {
    filter: (u) => u.Role !== 'staff',
    sort: cmp(
      (u) => u.RebirthCount,
      (u) => u.RebirthMonthlyCount,
      (u) => u.Level,
    ),
  },
};

describe('player rankings', () => {
  for (const category of PLAYER_RANKINGS) {
    const key = `player/${category}` as const;
    it(`${key}: ranks the right players in the right order, positions 1..n`, async () => {
      const expected = allUsers.filter((u) => u.DeletedAt === null && EXPECTED[key].filter(u)).sort(EXPECTED[key].sort);
      const answer = await page<PlayerRankingRow>(key, { length: 1000 });
      expect(answer.recordsTotal).toBe(expected.length);
      expect(answer.recordsFiltered).toBe(expected.length);
      expect(answer.data.map((r) => r.user?.id)).toEqual(expected.map((u) => u.id));
      expect(answer.data.map((r) => r.Position)).toEqual(expected.map((_, i) => i + 1));
      if (key === 'player/staff') expect(expected.length).toBeGreaterThan(0);
    });

    it(`${key}: sorts on Position and on its figure, both ways`, async () => {
      const figure = RANKING_CATEGORIES[key].figure;
      const asc = await page<PlayerRankingRow>(key, { length: 1000 });
      const total = asc.recordsTotal;
      const desc = await page<PlayerRankingRow>(key, { length: 1000, 'order[0][column]': 0, 'order[0][dir]': 'desc' });
      expect(desc.data.map((r) => r.Position)).toEqual(asc.data.map((r) => r.Position).reverse());
      const figureDesc = await page<PlayerRankingRow>(key, { length: 1000, 'order[0][column]': 2, 'order[0][dir]': 'desc' });
      const values = figureDesc.data.filter((r) => !r.hidden).map((r) => Number(r[figure as keyof PlayerRankingRow]));
      expect(values).toEqual([...values].sort((a, b) => b - a));
      // Where the rank order starts with the figure, the figure order is the position order.
      if (!RANKING_CATEGORIES[key].figureColumn) {
        expect(figureDesc.data.map((r) => r.Position)).toEqual(asc.data.map((r) => r.Position));
        const figureAsc = await page<PlayerRankingRow>(key, { length: 5, 'order[0][column]': 2, 'order[0][dir]': 'asc' });
        expect(figureAsc.data.map((r) => r.Position)).toEqual([total, total - 1, total - 2, total - 3, total - 4].filter((p) => p > 0));
      }
    });
  }

  it('answers a page by start and length, and an empty page past the end', async () => {
    const all = await page<PlayerRankingRow>('player/global', { length: 1000 });
    const second = await page<PlayerRankingRow>('player/global', { start: 10, length: 10, draw: 7 });
    expect(second.draw).toBe(7);
    expect(second.data).toEqual(all.data.slice(10, 20));
    const desc = await page<PlayerRankingRow>('player/global', { start: 5, length: 5, 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(desc.data).toEqual(all.data.slice().reverse().slice(5, 10));
    const past = await page<PlayerRankingRow>('player/global', { start: 100_000 });
    expect(past.data).toEqual([]);
    expect(past.recordsTotal).toBe(all.recordsTotal);
  });

  it('rows carry the player, the guild and the figures', async () => {
    const { data } = await page<PlayerRankingRow>('player/global', { length: 1000 });
    const vipdemo = data.find((r) => r.user?.Username === 'vipdemo');
    expect(vipdemo).toMatchObject({
      Level: 100,
      LevelMax: 100,
      RebirthCount: 12,
      WorldBossMVPCount: 41,
      user: { id: 3, ColorName: '#f1c40f', ProfileVersion: 1 },
    });
    const inGuild = data.find((r) => r.guild !== null);
    expect(inGuild?.guild).toEqual(expect.objectContaining({ id: expect.any(Number), Name: expect.any(String), Color: expect.stringMatching(/^#/) }));
    // No private fields leak into the ranking.
    expect(JSON.stringify(data)).not.toMatch(/Email|PasswordHash|Coins/);
  });

  it('searches player names, keeping their positions', async () => {
    const all = await page<PlayerRankingRow>('player/global', { length: 1000 });
    const target = all.data[17];
    const term = target.user!.Username.slice(1, 6).toUpperCase();
    const found = await page<PlayerRankingRow>('player/global', { 'search[value]': term, length: 1000 });
    const expected = all.data.filter((r) => r.user!.Username.toLowerCase().includes(term.toLowerCase()));
    expect(found.recordsFiltered).toBe(expected.length);
    expect(found.recordsTotal).toBe(all.recordsTotal);
    expect(found.data).toEqual(expected);
    expect(found.data.find((r) => r.user?.id === target.user?.id)?.Position).toBe(18);
    const foundDesc = await page<PlayerRankingRow>('player/global', { 'search[value]': term, length: 1000, 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(foundDesc.data).toEqual(expected.slice().reverse());
  });

  it('treats SQL and HTML metacharacters in the search as text', async () => {
    const all = await page<PlayerRankingRow>('player/pvp', { length: 1000 });
    // A real name with an underscore: "_" must match itself, not any character.
    const withUnderscore = all.data.map((r) => r.user!.Username).find((n) => /._./.test(n))!;
    const at = withUnderscore.indexOf('_', 1);
    const underscoreTerm = withUnderscore.slice(at - 1, at + 2);
    for (const term of ['%%%', '___', "'''", "' or '1'='1", '"; drop table users; --', '<script>alert(1)</script>', '\\\\\\', '%_%', underscoreTerm]) {
      const expected = all.data.filter((r) => r.user!.Username.toLowerCase().includes(term.toLowerCase()));
      const answer = await page<PlayerRankingRow>('player/pvp', { 'search[value]': term, length: 1000 });
      expect(answer.recordsFiltered, term).toBe(expected.length);
      expect(answer.data).toEqual(expected);
    }
    expect((await page<PlayerRankingRow>('player/pvp', { 'search[value]': underscoreTerm })).recordsFiltered).toBeGreaterThan(0);
    expect((await t.app.db.select({ id: users.id }).from(users)).length).toBe(allUsers.length);
  });

  // A sort on a column the ranking can't sort by is ignored (its own order is used), as the
  // DataTables reference server does, never refused.
  it('ignores sorting on other columns, answering in position order', async () => {
    for (const column of [3, 1]) {
      const res = await client.post(url('player/global'), { ...columnsOf('player/global'), 'order[0][column]': column, 'order[0][dir]': 'desc', length: 5 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((r: { Position: number }) => r.Position)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('refuses a bad direction, bad lengths and bad starts with 422', async () => {
    for (const [fields, field] of [
      [{ 'order[0][column]': 0, 'order[0][dir]': 'sideways' }, 'order[0][dir]'],
      [{ length: 1001 }, 'length'],
      [{ length: 0 }, 'length'],
      [{ length: -1 }, 'length'],
      [{ start: -25 }, 'start'],
      [{ start: 'abc' }, 'start'],
      [{ 'search[value]': 'x'.repeat(101) }, 'search[value]'],
    ] as const) {
      const res = await client.post(url('player/global'), { ...columnsOf('player/global'), ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('answers 404 for an unknown category and 403 without the CSRF token', async () => {
    expect((await client.post('/api/ranking/player/richest', columnsOf('player/global'))).statusCode).toBe(404);
    expect((await client.post('/api/ranking/guild/global', columnsOf('guild/global'), { csrf: false })).statusCode).toBe(403);
  });
});

describe('guild and monster rankings', () => {
  for (const category of GUILD_RANKINGS) {
    const key = `guild/${category}` as const;
    it(`${key}: every guild once, by its figure`, async () => {
      const all = await t.app.db.select().from(guilds);
      const answer = await page<GuildRankingRow>(key, { length: 1000 });
      expect(answer.recordsTotal).toBe(all.length);
      const figure = RANKING_CATEGORIES[key].figure as 'Level' | 'WL' | 'RW';
      const values = answer.data.map((r) => r[figure]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(new Set(answer.data.map((r) => r.guild.id)).size).toBe(all.length);
      expect(answer.data[0]).toMatchObject({ Position: 1, Members: expect.any(Number), guild: { Name: expect.any(String) } });
      const desc = await page<GuildRankingRow>(key, { length: 1000, 'order[0][column]': 2, 'order[0][dir]': 'asc' });
      expect(desc.data.map((r) => r.Position)).toEqual(answer.data.map((r) => r.Position).reverse());
      const one = answer.data[1];
      const found = await page<GuildRankingRow>(key, { 'search[value]': one.guild.Name });
      expect(found.data.map((r) => r.guild.id)).toContain(one.guild.id);
    });
  }

  it('monster: ranks monsters by kills with their category colour', async () => {
    const all = await t.app.db.select().from(monsters);
    const answer = await page<MonsterRankingRow>('monster', { length: 1000 });
    expect(answer.recordsTotal).toBe(all.length);
    const kills = answer.data.map((r) => r.KD);
    expect(kills).toEqual([...kills].sort((a, b) => b - a));
    expect(answer.data[0].monster).toEqual(
      expect.objectContaining({ Name: expect.any(String), Category: expect.any(String), entity_category_color: expect.stringMatching(/^#/) }),
    );
    const desc = await page<MonsterRankingRow>('monster', { length: 3, 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(desc.data.map((r) => r.Position)).toEqual([all.length, all.length - 1, all.length - 2]);
  });
});

describe('refreshing the stored positions', () => {
  it('staff re-rank on demand; players are refused', async () => {
    const player = await clientFor(t.app, 1);
    expect((await player.post('/api/ranking/refresh')).statusCode).toBe(403);

    // demo climbs to the top of pvp; the stored ranking shows it after the refresh.
    await t.app.db.update(users).set({ KD: 99 }).where(eq(users.id, 1));
    const before = await page<PlayerRankingRow>('player/pvp', { length: 1 });
    expect(before.data[0].user?.id).not.toBe(1);
    const staff = await clientFor(t.app, 4);
    const res = await staff.post('/api/ranking/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json().categories['player/pvp']).toBe(before.recordsTotal);
    const after = await page<PlayerRankingRow>('player/pvp', { length: 1 });
    expect(after.data[0]).toMatchObject({ Position: 1, user: { id: 1 }, KD: 99 });
    // Only the current generation is kept.
    const generations = new Set(
      (await t.app.db.select({ g: rankingChunks.Generation }).from(rankingChunks).where(eq(rankingChunks.Category, 'player/pvp'))).map((r) => r.g),
    );
    expect(generations.size).toBe(1);
  });

  it('a search finds stored positions even when figures changed since the ranking, and 0 for a newcomer', async () => {
    const { data } = await page<PlayerRankingRow>('player/pvp', { length: 1000 });
    const target = data[10];
    // Figures move after the ranking: the key no longer points at the stored chunk.
    await t.app.db.update(users).set({ KD: 0.01, KDDaily: 0 }).where(eq(users.id, target.user!.id));
    const found = await page<PlayerRankingRow>('player/pvp', { 'search[value]': target.user!.Username });
    expect(found.data.find((r) => r.user?.id === target.user!.id)?.Position).toBe(11);

    await t.app.db.insert(users).values({ Username: 'Freshly_Joined', KD: 50 });
    const newcomer = await page<PlayerRankingRow>('player/pvp', { 'search[value]': 'Freshly_Joined' });
    expect(newcomer.data).toEqual([expect.objectContaining({ Position: 0, user: expect.objectContaining({ Username: 'Freshly_Joined' }) })]);
  });

  it('shows an account deleted since the last ranking without its name', async () => {
    const { data } = await page<PlayerRankingRow>('player/global', { length: 1000 });
    const victim = data[3].user!;
    await t.app.db.update(users).set({ DeletedAt: new Date() }).where(eq(users.id, victim.id));
    const again = await page<PlayerRankingRow>('player/global', { length: 1000 });
    expect(again.data[3]).toMatchObject({ Position: 4, user: null });
    await t.app.db.update(users).set({ DeletedAt: null }).where(eq(users.id, victim.id));
  });
});

describe('GET /api/ranking/player/{category}/position/{id}: where a shared ranking link opens', () => {
  it('answers the position the table shows the player at', async () => {
    const table = await page<PlayerRankingRow>('player/global', { start: 30, length: 5 });
    for (const row of table.data) {
      const res = await client.get(`/api/ranking/player/global/position/${row.user!.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Position: row.Position, recordsTotal: table.recordsTotal });
    }
  });

  it('answers null for a player not ranked in the category or hidden from the rankings; 404 for no such player or ranking', async () => {
    const staffer = allUsers.find((u) => u.Role === 'staff')!;
    expect((await client.get(`/api/ranking/player/global/position/${staffer.id}`)).json()).toMatchObject({ Position: null });
    const [first] = (await page<PlayerRankingRow>('player/boss', { length: 1 })).data;
    await t.app.db
      .insert(privacySettings)
      .values({ UserID: first.user!.id, HideFromRankings: true })
      .onConflictDoUpdate({
        target: privacySettings.UserID,
        set: { HideFromRankings: true },
      });
    expect((await client.get(`/api/ranking/player/boss/position/${first.user!.id}`)).json()).toMatchObject({ Position: null });
    expect((await client.get('/api/ranking/player/global/position/999999')).statusCode).toBe(404);
    expect((await client.get(`/api/ranking/player/richest/position/${staffer.id}`)).statusCode).toBe(404);
  });
});

describe('sorting a ranking by its figure column', () => {
  it('orders the top rows by the figure itself, both ways, where the rank order starts with another column', async () => {
    for (const key of ['player/global', 'player/vip', 'player/staff'] as const) {
      for (const dir of ['desc', 'asc'] as const) {
        const answer = await page<PlayerRankingRow>(key, { length: 100, 'order[0][column]': 2, 'order[0][dir]': dir });
        // Hidden players show 0 for every figure, so only shown figures are compared.
        const figures = answer.data.filter((r) => !r.hidden).map((r) => r.Experience);
        expect(figures.length, key).toBeGreaterThan(0);
        const sorted = [...figures].sort((a, b) => (dir === 'desc' ? b - a : a - b));
        expect(figures, `${key} ${dir}`).toEqual(sorted);
      }
    }
  });
});

describe('GET and HEAD of a ranking table', () => {
  it('answers a 1-2 letter search as no search (200), as DataTables searches on every keystroke', async () => {
    const all = await page<PlayerRankingRow>('player/global');
    for (const term of ['d', 'de']) {
      const short = await page<PlayerRankingRow>('player/global', { 'search[value]': term });
      expect(short.recordsFiltered, term).toBe(all.recordsTotal);
      expect(
        short.data.map((r) => r.user?.id),
        term,
      ).toEqual(all.data.map((r) => r.user?.id));
    }
  });

  it('HEAD answers exactly as GET for the same URL: status, size and ETag', async () => {
    const qs = new URLSearchParams({ draw: '4', start: '10', length: '7', ...columnsOf('player/global') } as Record<string, string>).toString();
    const get = await t.app.inject({ method: 'GET', url: `${url('player/global')}?${qs}` });
    const head = await t.app.inject({ method: 'HEAD', url: `${url('player/global')}?${qs}` });
    expect(get.statusCode).toBe(200);
    expect(get.json<DataTablesAnswer<PlayerRankingRow>>().data).toHaveLength(7);
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});
