import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../test/test-app';
import { openDatabase, type Db } from '../../db/client';
import { rankingChunks, rankingSnapshots, users } from '../../db/schema/index';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, RANKING_SOURCE, rankingKey, rankingOrder, type RankingCategoryKey } from './categories';
import { readRankingPage } from './read';
import { RANKING_CHUNK_SIZE, rankUnrankedCategories, readSnapshot, refreshRanking, type RefreshMode } from './refresh';

// Issue 14: the refresh that lets requests interleave (sorted runs merged in steps) ranks exactly as the single
// statement did, readers keep the old generation until the switch, and on PGlite a request issued
// while a refresh runs is answered before the refresh ends.

let t: TestApp;
let db: Db;
let client: TestClient;
const onPg = !!process.env.PG_TEST_URL;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ players: 200 });
  db = t.app.db;
  client = await visitor(t.app);
  // More players and guilds than a few chunks hold, with many equal figures (the id breaks ties),
  // some VIP by role or by days (running or ended), staff, deleted accounts, reborn players.
  await db.execute(sql`
    insert into users (username, role, level, level_max, experience, kd, kd_daily, world_boss_damage_total, world_boss_mvp_count,
      rebirth_count, rebirth_monthly_count, vip_until, deleted_at)
    select 'ranker' || i,
      case when i % 97 = 0 then 'staff' when i % 13 = 0 then 'vip' else 'player' end,
      1 + (i * 7) % 60, 60 + (i % 3) * 20, ((i * 7919) % 500) * 10, ((i * 37) % 1000) / 7.0, ((i * 11) % 300) / 3.0,
      (i * 104729) % 2000, (i * 3) % 5, (i * 5) % 4, (i * 7) % 3,
      case when i % 17 = 0 then now() + interval '9 days' when i % 19 = 0 then now() - interval '9 days' end,
      case when i % 101 = 0 then now() end
    from generate_series(1, 3200) as i`);
  await db.execute(sql`
    insert into guilds (name, level, kd, wl, rw)
    select 'Rank guild ' || i, 1 + (i * 7) % 40, ((i * 37) % 500) / 9.0, ((i * 13) % 100)::real, ((i * 29) % 100)::real
    from generate_series(1, 2300) as i`);
});
afterAll(() => t.close());

/** The single statement the refresh used before issue 14 (the reference): ids per chunk and first keys. */
async function referenceChunks(key: RankingCategoryKey): Promise<{ ids: number[][]; firstKeys: string[] }> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  const size = sql.raw(String(RANKING_CHUNK_SIZE));
  const result = await db.execute(sql`
    with ranked as (
      select ${source.id} as id, (row_number() over (order by ${rankingOrder(category)}) - 1)::int as rn
      from ${source} where ${category.where}
    ), chunks as (
      select rn / ${size} as chunk, array_agg(id order by rn) as ids from ranked group by rn / ${size}
    )
    select c.ids, (select ${rankingKey(category)} from ${source} where ${source.id} = c.ids[1])::text as first_key
    from chunks c order by c.chunk`);
  const rows = rowsOf<{ ids: number[]; first_key: string }>(result);
  return { ids: rows.map((r) => r.ids.map(Number)), firstKeys: rows.map((r) => r.first_key) };
}

async function storedChunks(key: RankingCategoryKey): Promise<{ ids: number[][]; firstKeys: string[]; generations: number[] }> {
  const snap = await readSnapshot(db, key);
  const result = await db.execute(sql`
    select entity_ids as ids, first_key::text as first_key from ranking_chunks
    where category = ${key} and generation = ${snap!.generation}::int order by chunk`);
  const rows = rowsOf<{ ids: number[]; first_key: string }>(result);
  const gens = await db.selectDistinct({ g: rankingChunks.Generation }).from(rankingChunks).where(eq(rankingChunks.Category, key));
  return { ids: rows.map((r) => r.ids.map(Number)), firstKeys: rows.map((r) => r.first_key), generations: gens.map((g) => g.g) };
}

describe('the refresh ranks as the single statement did', () => {
  for (const mode of ['runs', 'single'] as RefreshMode[]) {
    it(`${mode}: the same chunks, positions and first keys in every category; one generation left`, async () => {
      for (const key of RANKING_CATEGORY_KEYS) {
        const before = await readSnapshot(db, key);
        // Reads of 700 ids: several sorted runs to merge.
        const snap = await refreshRanking(db, key, { mode, runRows: 700 });
        const expected = await referenceChunks(key);
        const stored = await storedChunks(key);
        expect(stored.ids, key).toEqual(expected.ids);
        expect(stored.firstKeys, key).toEqual(expected.firstKeys);
        expect(snap.total, key).toBe(expected.ids.flat().length);
        expect(snap.generation, key).toBe((before?.generation ?? 0) + 1);
        expect(stored.generations, key).toEqual([snap.generation]);
      }
      // The world is big enough for the refresh to take several steps where it matters.
      expect((await referenceChunks('player/global')).ids.length).toBeGreaterThanOrEqual(3);
      expect((await referenceChunks('guild/global')).ids.length).toBeGreaterThanOrEqual(2);
    });
  }
});

describe('while a refresh runs in steps', () => {
  it('readers see the old generation until the switch, then the new one', async () => {
    const mode: RefreshMode = 'runs';
    const key = 'player/global';
    const req = { draw: 1, start: 0, length: 25, search: '', order: [] };
    await refreshRanking(db, key);
    const old = await readRankingPage(db, key, req);
    const deep = { ...req, start: 2 * RANKING_CHUNK_SIZE + 10 };
    const oldDeep = await readRankingPage(db, key, deep);
    // The top player falls to the bottom: the new generation differs from the first page on.
    const topId = (old.data[0] as { user: { id: number } }).user.id;
    await db.update(users).set({ Level: 0, Experience: 0 }).where(eq(users.id, topId));
    // Rows show live figures: the generation shows in who stands at which position.
    const places = (answer: { data: unknown[] }) => (answer.data as { Position: number; user: { id: number } }[]).map((r) => [r.Position, r.user.id]);
    const seen: { switched: boolean; first: number[][]; deeper: number[][] }[] = [];
    const snap = await refreshRanking(db, key, {
      mode,
      runRows: 700,
      between: async ({ switched }) => {
        seen.push({ switched, first: places(await readRankingPage(db, key, req)), deeper: places(await readRankingPage(db, key, deep)) });
      },
    });
    const building = seen.filter((s) => !s.switched);
    expect(building.length).toBeGreaterThanOrEqual(3);
    for (const { first, deeper } of building) {
      expect(first).toEqual(places(old));
      expect(deeper).toEqual(places(oldDeep));
    }
    const now = await readRankingPage(db, key, req);
    expect((now.data[0] as { user: { id: number } }).user.id).not.toBe(topId);
    // Right after the switch (the old generation not yet deleted) readers have the new one.
    expect(seen.filter((s) => s.switched).map((s) => s.first)).toEqual([places(now)]);
    expect(now.data.map((r) => r.Position)).toEqual(old.data.map((r) => r.Position));
    expect((await readSnapshot(db, key))?.generation).toBe(snap.generation);
  });

  it('an entity whose figures change during the refresh is ranked once (where it was read); positions stay 1..n', async () => {
    const key = 'player/global';
    await refreshRanking(db, key);
    const [top] = (await storedChunks(key)).ids[0];
    let moved = false;
    const snap = await refreshRanking(db, key, {
      mode: 'runs',
      runRows: 700,
      between: async ({ chunk }) => {
        // After the first chunk is written, its first player jumps to the last place.
        if (chunk >= 1 && !moved) {
          moved = true;
          await db.update(users).set({ Level: -1, Experience: 0 }).where(eq(users.id, top));
        }
      },
    });
    expect(moved).toBe(true);
    const ids = (await storedChunks(key)).ids.flat();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(snap.total);
    expect(ids[0]).toBe(top);
    await db.update(users).set({ Level: 60, Experience: 5000 }).where(eq(users.id, top));
  });

  it('a refresh that died half-way leaves no trace in the next one', async () => {
    const key = 'guild/war';
    const snap = await refreshRanking(db, key);
    await expect(
      refreshRanking(db, key, {
        mode: 'runs',
        between: () => Promise.reject(new Error('the process died')),
      }),
    ).rejects.toThrow('the process died');
    expect(await readSnapshot(db, key)).toEqual(snap);
    const next = await refreshRanking(db, key);
    expect(next.generation).toBe(snap.generation + 1);
    expect((await storedChunks(key)).ids).toEqual((await referenceChunks(key)).ids);
  });

  it('refreshes of one category asked at once run one after the other', async () => {
    const key = 'guild/raid';
    const before = (await readSnapshot(db, key))?.generation ?? 0;
    const snaps = await Promise.all([refreshRanking(db, key), refreshRanking(db, key, { mode: 'runs' }), refreshRanking(db, key)]);
    expect(snaps.map((s) => s.generation).sort()).toEqual([before + 1, before + 2, before + 3]);
    const stored = await storedChunks(key);
    expect(stored.generations).toEqual([before + 3]);
    expect(stored.ids).toEqual((await referenceChunks(key)).ids);
    const [row] = await db
      .select()
      .from(rankingSnapshots)
      .where(and(eq(rankingSnapshots.Category, key)));
    expect(row.Generation).toBe(before + 3);
  });
});

describe('the cold first case', () => {
  it('the categories never ranked are ranked before the server listens; the others are left as they are', async () => {
    for (const key of RANKING_CATEGORY_KEYS) await refreshRanking(db, key);
    const before = new Map<string, number>();
    for (const key of RANKING_CATEGORY_KEYS) before.set(key, (await readSnapshot(db, key))!.generation);
    await db.delete(rankingSnapshots).where(eq(rankingSnapshots.Category, 'player/noob'));
    await db.delete(rankingChunks).where(eq(rankingChunks.Category, 'player/noob'));
    expect(await rankUnrankedCategories(db)).toBe(1);
    expect((await storedChunks('player/noob')).ids).toEqual((await referenceChunks('player/noob')).ids);
    for (const key of RANKING_CATEGORY_KEYS) if (key !== 'player/noob') expect((await readSnapshot(db, key))!.generation, key).toBe(before.get(key));
    expect(await rankUnrankedCategories(db)).toBe(0);
  });
});

// Several processes on one PostgreSQL: each handle here is a pool of its own, as another process has.
describe.skipIf(!onPg)('on PostgreSQL, refreshes in steps from two processes', () => {
  it('take turns on the advisory lock: two generations one after the other, no collision', async () => {
    const url = (db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const other = await openDatabase({ databaseUrl: url, dataDir: ':memory:' });
    try {
      const key = 'player/pvp';
      const before = (await readSnapshot(db, key))?.generation ?? 0;
      const steps: string[] = [];
      const refresh = (handle: Db, name: string) =>
        refreshRanking(handle, key, {
          mode: 'runs',
          runRows: 700,
          between: async ({ switched }) => {
            steps.push(`${name}${switched ? ' switched' : ''}`);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        });
      const snaps = await Promise.all([refresh(db, 'a'), refresh(other.db, 'b')]);
      expect(snaps.map((s) => s.generation).sort()).toEqual([before + 1, before + 2]);
      // One refresh ran whole (to its switch) before the other began.
      const first = steps[0];
      const firstDone = steps.indexOf(`${first} switched`);
      expect(steps.slice(0, firstDone).every((s) => s === first)).toBe(true);
      expect(steps.slice(firstDone + 1).every((s) => s !== first)).toBe(true);
      const stored = await storedChunks(key);
      expect(stored.generations).toEqual([before + 2]);
      expect(stored.ids).toEqual((await referenceChunks(key)).ids);
    } finally {
      await other.close();
    }
  });
});

// The regression of issue 14: on PGlite the refresh ran as one statement on the server's only thread,
// and a request issued meanwhile waited for all of it. PostgreSQL runs the refresh in its own process.
describe.skipIf(onPg)('on PGlite, requests interleave with a refresh', () => {
  it('ranking requests issued while player/global is re-ranked are answered before the refresh ends', async () => {
    const key = 'player/global';
    await refreshRanking(db, key);
    const events: string[] = [];
    const refresh = refreshRanking(db, key).then(() => events.push('refresh done'));
    // Let the refresh start its work, then ask for pages, one after the other, as a visitor would.
    await new Promise((resolve) => setImmediate(resolve));
    const reads = (async () => {
      for (const start of [0, 25, 2000]) {
        const res = await client.post('/api/ranking/player/global', {
          draw: 1,
          start,
          length: 25,
          'search[value]': '',
          'columns[0][data]': 'Position',
        });
        expect(res.statusCode).toBe(200);
        events.push(`read ${start}`);
      }
    })();
    await Promise.all([refresh, reads]);
    expect(events).toEqual(['read 0', 'read 25', 'read 2000', 'refresh done']);
  });
});
