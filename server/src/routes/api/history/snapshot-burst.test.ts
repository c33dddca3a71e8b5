import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotAnswer } from '@contract/types/history';
import { guildHistory, guilds, historyDays, playerHistory } from '../../../db/schema/index';
import { utcDay } from '../../../domain/history/snapshot';
import { clientFor, createTestApp, type TestApp } from '../../../../test/test-app';

// Staff pressing "take the snapshot" many times at once (several tabs, a retried request, two
// processes): every press is answered, and the day holds one snapshot, not a failed or doubled one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('50 parallel POST /api/history/snapshot', () => {
  it('all answer 200 with the same snapshot, and the day holds it once', async () => {
    const staff = await clientFor(t.app, 4);
    const answers = await Promise.all(Array.from({ length: 50 }, () => staff.post('/api/history/snapshot')));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const day = utcDay();
    const db = t.database.db;
    const [{ n: players }] = await db.select({ n: count() }).from(playerHistory).where(eq(playerHistory.Day, day));
    const [{ n: guildRows }] = await db.select({ n: count() }).from(guildHistory).where(eq(guildHistory.Day, day));
    const [{ n: allGuilds }] = await db.select({ n: count() }).from(guilds);
    const [{ n: dayRecords }] = await db.select({ n: count() }).from(historyDays).where(eq(historyDays.Day, day));
    expect(dayRecords).toBe(1);
    expect(guildRows).toBe(allGuilds);
    // Every answer describes the rows the day now holds.
    for (const answer of answers.map((r): SnapshotAnswer => r.json())) {
      expect(answer).toMatchObject({ day, changedPlayers: players, guilds: allGuilds });
    }
  });
});
