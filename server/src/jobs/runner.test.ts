import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jobs, recurringJobs } from '../db/schema/index';
import { backoffDelayMs, JobRunner } from './runner';

// The job runner: queued work runs once across processes, failures retry with backoff and give up;
// a recurring job runs in one process per period. Two runners on one database stand for two
// processes (on PostgreSQL with PG_TEST_URL they race for real).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t?.close());

const job = async (id: number) => (await t.app.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('queued jobs', () => {
  it('runs each job exactly once even when two processes poll at the same moment', async () => {
    const seen: number[] = [];
    const runners = [new JobRunner(t.app.db), new JobRunner(t.app.db)];
    for (const r of runners) r.defineQueue('once-test', async (payload) => void seen.push((payload as { n: number }).n));
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => runners[0].enqueue('once-test', { n })));
    await Promise.all([runners[0].runDueJobs(50), runners[1].runDueJobs(50), runners[0].runDueJobs(50), runners[1].runDueJobs(50)]);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    for (const id of ids) expect((await job(id)).DateDone).not.toBeNull();
  });

  it('retries a failing job later with exponential backoff, then gives up after its last attempt', async () => {
    const runner = new JobRunner(t.app.db, { backoffMs: 1_000 });
    let calls = 0;
    runner.defineQueue('flaky-test', async () => {
      calls++;
      throw new Error(`receiver said no (${calls})`);
    });
    const id = await runner.enqueue('flaky-test', {}, { maxAttempts: 3 });
    expect(await runner.runDueJobs()).toBe(1);
    let row = await job(id);
    expect(row).toMatchObject({ Attempts: 1, LastError: 'receiver said no (1)', DateDone: null, DateFailed: null });
    expect(row.RunAt.getTime()).toBeGreaterThan(Date.now() + 500);
    // Not due yet: nothing runs.
    expect(await runner.runDueJobs()).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await t.app.db
        .update(jobs)
        .set({ RunAt: new Date(Date.now() - 1) })
        .where(eq(jobs.id, id));
      expect(await runner.runDueJobs()).toBe(1);
    }
    row = await job(id);
    expect(row.Attempts).toBe(3);
    expect(row.DateFailed).not.toBeNull();
    await t.app.db
      .update(jobs)
      .set({ RunAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toBe(0);
    expect(calls).toBe(3);
    expect([1, 2, 3].map((a) => backoffDelayMs(a, 1_000))).toEqual([1_000, 2_000, 4_000]);
  });

  it('frees a job whose process died while running it, once its lock has passed', async () => {
    const runner = new JobRunner(t.app.db);
    let ran = 0;
    runner.defineQueue('orphan-test', async () => void ran++);
    const id = await runner.enqueue('orphan-test', {});
    await t.app.db
      .update(jobs)
      .set({ LockedUntil: new Date(Date.now() + 60_000), Attempts: 1 })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toBe(0);
    await t.app.db
      .update(jobs)
      .set({ LockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    expect(await runner.runDueJobs()).toBe(1);
    expect(ran).toBe(1);
  });
});

describe('recurring jobs', () => {
  it('runs in one of two processes per period, and keeps its state between runs', async () => {
    const runs: string[] = [];
    const runners = ['a', 'b'].map((name) => {
      const r = new JobRunner(t.app.db);
      r.defineRecurring('tick-test', 3_600, async (state) => {
        runs.push(name);
        return { count: ((state as { count?: number } | null)?.count ?? 0) + 1 };
      });
      return r;
    });
    // Defined now: the first run is one period away.
    expect((await Promise.all(runners.map((r) => r.runDueRecurring()))).flat()).toEqual([]);
    for (let period = 1; period <= 3; period++) {
      await t.app.db
        .update(recurringJobs)
        .set({ NextRunAt: new Date(Date.now() - 1) })
        .where(eq(recurringJobs.Name, 'tick-test'));
      await Promise.all(runners.map((r) => r.runDueRecurring()));
      expect(runs).toHaveLength(period);
    }
    const [row] = await t.app.db.select().from(recurringJobs).where(eq(recurringJobs.Name, 'tick-test'));
    expect(row.State).toEqual({ count: 3 });
    expect(row.NextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });
});
