import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { createRankingTestApp, referenceChunks, storedChunks } from '../../../test/ranking-world';
import { openDatabase, type Db } from '../../db/client';
import { readSnapshot, refreshRanking } from './refresh';

// Runs on PostgreSQL only (vitest.config.ts): several processes share one PostgreSQL, where PGlite
// has one owner.

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createRankingTestApp();
  db = t.app.db;
});
afterAll(() => t.close());

// Several processes on one PostgreSQL: each handle here is a pool of its own, as another process has.
describe('on PostgreSQL, refreshes in steps from two processes', () => {
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
      const stored = await storedChunks(db, key);
      expect(stored.generations).toEqual([before + 2]);
      expect(stored.ids).toEqual((await referenceChunks(db, key)).ids);
    } finally {
      await other.close();
    }
  });
});
