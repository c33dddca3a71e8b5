import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapshotAnswer } from '@contract/types/history';
import { guildHistory, guilds, historyDays, playerHistory, recurringJobs, users } from '../../../db/schema/index';
import { takeSnapshot, utcDay } from '../../../domain/history/snapshot';
import { defineHistorySnapshotJob } from '../../../jobs/history-snapshot';
import { JobRunner } from '../../../jobs/runner';
import { HISTORY_SEED_DAYS } from '../../../seed/history';
import { clientFor, createTestApp, type TestApp } from '../../../../test/test-app';

// Daily snapshots: the seeded history, the staff trigger, the changed-rows layout,
// retention, and the job that runs once across processes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const today = utcDay();

describe('the seeded history', () => {
  it('has 120 days, ends at each player’s figures of today, and stores only the days a player changed', async () => {
    const days = await db().select({ Day: historyDays.Day }).from(historyDays).orderBy(asc(historyDays.Day));
    expect(days).toHaveLength(HISTORY_SEED_DAYS);
    expect(days.at(-1)!.Day).toBe(today);
    const rows = await db().select().from(playerHistory).where(eq(playerHistory.UserID, 1)).orderBy(asc(playerHistory.Day));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(HISTORY_SEED_DAYS);
    const [demo] = await db().select().from(users).where(eq(users.id, 1));
    // Figures never go down over time (coins and K/D may), and the last row is today's profile.
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i].Experience).toBeGreaterThanOrEqual(rows[i - 1].Experience);
      expect(rows[i].Level).toBeGreaterThanOrEqual(rows[i - 1].Level);
      expect(rows[i].WorldBossDamageTotal).toBeGreaterThanOrEqual(rows[i - 1].WorldBossDamageTotal);
    }
    const last = rows.at(-1)!;
    if (last.Day === today) expect(last).toMatchObject({ Level: demo.Level, Experience: demo.Experience, RebirthCount: demo.RebirthCount });
    expect(last.RankGlobal).toBeGreaterThan(0);
    // Compact: far fewer rows than players × days.
    const [{ n }] = await db().select({ n: count() }).from(playerHistory);
    const [{ p }] = await db().select({ p: count() }).from(users);
    expect(n).toBeLessThan(p * HISTORY_SEED_DAYS * 0.8);
    // Guilds: every guild every day, with positions 1..n.
    const [{ g }] = await db().select({ g: count() }).from(guilds);
    const todayGuilds = await db().select({ r: guildHistory.RankGlobal }).from(guildHistory).where(eq(guildHistory.Day, today));
    expect(todayGuilds).toHaveLength(g);
    expect(todayGuilds.map((x) => x.r).sort((a, b) => a! - b!)).toEqual(Array.from({ length: g }, (_, i) => i + 1));
  });
});

describe('POST /api/history/snapshot', () => {
  it('is for staff only', async () => {
    const player = await clientFor(t.app, 1);
    expect((await player.post('/api/history/snapshot')).statusCode).toBe(403);
  });

  it("records today's figures and positions of the players whose figures changed, and only theirs", async () => {
    const staff = await clientFor(t.app, 4);
    const first = await staff.post('/api/history/snapshot');
    expect(first.statusCode).toBe(200);
    const answer: SnapshotAnswer = first.json();
    expect(answer.day).toBe(today);
    expect(answer.players).toBeGreaterThan(50);
    expect(answer.guilds).toBeGreaterThan(0);
    // Today's seeded rows were replaced by the real ones; nobody changed since, so the next one writes none.
    const again: SnapshotAnswer = (await staff.post('/api/history/snapshot')).json();
    expect(again.changedPlayers).toBe(answer.changedPlayers);

    // demo plays: more experience and the top of pvp.
    await db()
      .update(users)
      .set({ Experience: sql`${users.Experience} + 12345`, KD: 99 })
      .where(eq(users.id, 1));
    const before = await db().select({ n: count() }).from(playerHistory).where(eq(playerHistory.Day, today));
    const third: SnapshotAnswer = (await staff.post('/api/history/snapshot')).json();
    const [demo] = await db().select().from(users).where(eq(users.id, 1));
    const [row] = await db()
      .select()
      .from(playerHistory)
      .where(and(eq(playerHistory.UserID, 1), eq(playerHistory.Day, today)));
    expect(row).toMatchObject({ Experience: demo.Experience, KD: 99, RankPvp: 1 });
    const after = await db().select({ n: count() }).from(playerHistory).where(eq(playerHistory.Day, today));
    expect(third.changedPlayers).toBe(after[0].n);
    expect(after[0].n).toBeLessThanOrEqual(before[0].n + 1);
  });

  it('deletes days older than the retention setting', async () => {
    const result = await takeSnapshot(db(), { retentionDays: 30 });
    expect(result.expired).toBeGreaterThan(0);
    const [{ oldest }] = await db()
      .select({ oldest: sql<string>`min(${playerHistory.Day})::text` })
      .from(playerHistory);
    expect(oldest >= new Date(Date.parse(today) - 30 * 86_400_000).toISOString().slice(0, 10)).toBe(true);
    const [{ d }] = await db().select({ d: count() }).from(historyDays);
    expect(d).toBeLessThanOrEqual(31);
  });
});

describe('the daily job', () => {
  it("takes today's snapshot once across processes, and not again once it is there", async () => {
    await db().delete(historyDays).where(eq(historyDays.Day, today));
    const taken: string[] = [];
    const runners = [new JobRunner(db()), new JobRunner(db())];
    for (const r of runners) defineHistorySnapshotJob(r, db(), { retentionDays: 730, log: (s) => taken.push(s.day) });
    await db()
      .insert(recurringJobs)
      .values({ Name: 'history-snapshot', NextRunAt: new Date(Date.now() - 1000) })
      .onConflictDoUpdate({ target: recurringJobs.Name, set: { NextRunAt: new Date(Date.now() - 1000) } });
    await Promise.all(runners.map((r) => r.runDueRecurring()));
    expect(taken).toEqual([today]);
    // Due again (the next hour), but today is done: nothing is taken.
    await db()
      .update(recurringJobs)
      .set({ NextRunAt: new Date(Date.now() - 1000) })
      .where(eq(recurringJobs.Name, 'history-snapshot'));
    await runners[0].runDueRecurring();
    expect(taken).toEqual([today]);
  });
});
