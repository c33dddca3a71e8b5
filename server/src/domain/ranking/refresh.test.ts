import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { createRankingTestApp, referenceChunks as referenceOf, storedChunks as storedOf } from '../../../test/ranking-world';
import type { Db } from '../../db/client';
import { rankingChunks, rankingSnapshots, users } from '../../db/schema/index';
import { RANKING_CATEGORY_KEYS, type RankingCategoryKey } from './categories';
import { readRankingPage } from './read';
import { RANKING_CHUNK_SIZE, rankUnrankedCategories, readSnapshot, refreshRanking, type RefreshMode } from './refresh';

// The refresh that lets requests interleave (sorted runs merged in steps) ranks exactly as the single
// statement did, and readers keep the old generation until the switch. What one database alone can
// show is in refresh.pglite.test.ts (requests answered during a refresh) and refresh.postgres.test.ts
// (two processes); vitest.config.ts runs each in its database's run.

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createRankingTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

const referenceChunks = (key: RankingCategoryKey) => referenceOf(db, key);
const storedChunks = (key: RankingCategoryKey) => storedOf(db, key);

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
