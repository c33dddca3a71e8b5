import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, recurringJobs } from '../db/schema/index';
import type { Tx } from '../domain/ledger/ledger';
import { currentRequestId, runInRequest } from '../lib/request-context';

// Background work that runs once across every process serving the site: one-off jobs are
// rows claimed with FOR UPDATE SKIP LOCKED and retried with exponential backoff; a recurring job runs
// in the one process that wins its due time with a conditional update. No timer decides alone, so N
// processes on one PostgreSQL never run the same work twice; PGlite runs it the same way.

export type JobHandler = (payload: unknown, info: { attempt: number; id: number; requestId: string | null }) => Promise<void>;
/** Runs once per period; receives the state it returned last time and returns the next one. */
export type RecurringJob = (state: unknown) => Promise<unknown>;

export interface JobRunnerOptions {
  /** How often a process looks for due work. */
  pollMs?: number;
  /** First retry delay; doubled for each later attempt. */
  backoffMs?: number;
  /** A claimed job is someone's for this long; a process that died frees it when it passes. */
  lockSeconds?: number;
  log?: { warn: (obj: object, msg: string) => void; info?: (msg: string) => void; done?: (obj: object, msg: string) => void };
}

/**
 * Queues a one-off job; pass the caller's transaction so the job exists only if the change commits.
 * The job keeps the id of the request it was queued in, for its log lines.
 */
export async function enqueueJob(db: Db | Tx, queue: string, payload: unknown, opts: { runAt?: Date; maxAttempts?: number } = {}): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      Queue: queue,
      Payload: payload ?? null,
      RunAt: opts.runAt ?? new Date(),
      MaxAttempts: opts.maxAttempts ?? 5,
      RequestId: currentRequestId(),
    })
    .returning({ id: jobs.id });
  return row.id;
}

/**
 * Thrown by a handler whose receiver named when to come back (a Retry-After): the next attempt is
 * then, not at the backoff's time. With `counts: false` (the receiver is only rate-limiting) the
 * attempt is not counted toward giving up; such a job is given up once it is older than
 * RETRY_LATER_GIVE_UP_MS instead.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
    readonly counts: boolean,
  ) {
    super(message);
  }
}

/** A job a receiver keeps putting off is given up this long after it was queued. */
const RETRY_LATER_GIVE_UP_MS = 24 * 3_600_000;

export const backoffDelayMs = (attempt: number, baseMs: number) => baseMs * 2 ** Math.max(0, attempt - 1);

/** How one run of a job ended: `retry` will run again, `failed` was given up. */
export interface JobOutcome {
  name: string;
  kind: 'queued' | 'recurring';
  outcome: 'done' | 'retry' | 'failed';
  seconds: number;
}

export class JobRunner {
  private readonly queues = new Map<string, JobHandler>();
  private readonly observers = new Set<(outcome: JobOutcome) => void>();
  private readonly recurring = new Map<string, { everySeconds: number; run: RecurringJob }>();
  private timer: NodeJS.Timeout | null = null;
  private tick: Promise<void> | null = null;
  private readonly pollMs: number;
  private readonly backoffMs: number;
  private readonly lockSeconds: number;

  constructor(
    private readonly db: Db,
    private readonly opts: JobRunnerOptions = {},
  ) {
    this.pollMs = opts.pollMs ?? 2_000;
    this.backoffMs = opts.backoffMs ?? 5_000;
    this.lockSeconds = opts.lockSeconds ?? 120;
  }

  /** Calls `observer` after each run of a job (metrics); answers a function that stops it. */
  observe(observer: (outcome: JobOutcome) => void): () => void {
    this.observers.add(observer);
    return () => void this.observers.delete(observer);
  }

  private report(name: string, kind: JobOutcome['kind'], outcome: JobOutcome['outcome'], started: number): void {
    const seconds = (performance.now() - started) / 1000;
    this.observers.forEach((o) => o({ name, kind, outcome, seconds }));
  }

  defineQueue(name: string, handler: JobHandler): void {
    this.queues.set(name, handler);
  }

  defineRecurring(name: string, everySeconds: number, run: RecurringJob): void {
    this.recurring.set(name, { everySeconds, run });
  }

  enqueue(queue: string, payload: unknown, opts?: { runAt?: Date; maxAttempts?: number }): Promise<number> {
    return enqueueJob(this.db, queue, payload, opts);
  }

  /** Runs the recurring jobs that are due and that this process wins; answers their names. */
  async runDueRecurring(): Promise<string[]> {
    const ran: string[] = [];
    for (const [name, job] of this.recurring) {
      // A new job's first run is one period from now, as a timer's would be.
      await this.db
        .insert(recurringJobs)
        .values({ Name: name, NextRunAt: sql`now() + make_interval(secs => ${job.everySeconds})` })
        .onConflictDoNothing();
      const [won] = await this.db
        .update(recurringJobs)
        .set({ NextRunAt: sql`now() + make_interval(secs => ${job.everySeconds})`, DateLastRun: sql`now()` })
        .where(and(eq(recurringJobs.Name, name), lte(recurringJobs.NextRunAt, sql`now()`)))
        .returning({ State: recurringJobs.State });
      if (!won) continue;
      const started = performance.now();
      try {
        const next = await job.run(won.State);
        if (next !== undefined) await this.db.update(recurringJobs).set({ State: next }).where(eq(recurringJobs.Name, name));
        ran.push(name);
        this.report(name, 'recurring', 'done', started);
      } catch (err) {
        this.opts.log?.warn({ err, job: name }, 'recurring job failed; it runs again next period');
        this.report(name, 'recurring', 'retry', started);
      }
    }
    return ran;
  }

  /** Claims and runs up to `limit` due jobs of the defined queues; answers how many ran (failed ones included). */
  async runDueJobs(limit = 20): Promise<number> {
    const names = [...this.queues.keys()];
    if (!names.length) return 0;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.Queue, names),
          isNull(jobs.DateDone),
          isNull(jobs.DateFailed),
          lte(jobs.RunAt, sql`now()`),
          or(isNull(jobs.LockedUntil), lt(jobs.LockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(jobs.RunAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({ LockedUntil: sql`now() + make_interval(secs => ${this.lockSeconds})`, Attempts: sql`${jobs.Attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        Queue: jobs.Queue,
        Payload: jobs.Payload,
        Attempts: jobs.Attempts,
        MaxAttempts: jobs.MaxAttempts,
        DateCreated: jobs.DateCreated,
        RequestId: jobs.RequestId,
      });
    for (const job of claimed) {
      // reqId is the key Fastify's request log lines carry: one search finds the request and its jobs.
      const about = { job: job.Queue, jobId: job.id, attempt: job.Attempts, reqId: job.RequestId ?? undefined };
      const started = performance.now();
      try {
        const info = { attempt: job.Attempts, id: job.id, requestId: job.RequestId };
        const run = () => this.queues.get(job.Queue)!(job.Payload, info);
        // Jobs it queues in turn keep the same request id.
        await (job.RequestId ? runInRequest(job.RequestId, run) : run());
        await this.db.update(jobs).set({ DateDone: new Date(), LockedUntil: null, LastError: null }).where(eq(jobs.id, job.id));
        this.opts.log?.done?.(about, 'job done');
        this.report(job.Queue, 'queued', 'done', started);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const later = err instanceof RetryLater ? err : null;
        const attempts = later && !later.counts ? job.Attempts - 1 : job.Attempts;
        const givingUp = attempts >= job.MaxAttempts || (later !== null && Date.now() - job.DateCreated.getTime() >= RETRY_LATER_GIVE_UP_MS);
        const delayMs = later ? later.delayMs : backoffDelayMs(job.Attempts, this.backoffMs);
        await this.db
          .update(jobs)
          .set(
            givingUp
              ? { DateFailed: new Date(), LockedUntil: null, LastError: message, Attempts: attempts }
              : { RunAt: new Date(Date.now() + delayMs), LockedUntil: null, LastError: message, Attempts: attempts },
          )
          .where(eq(jobs.id, job.id));
        this.opts.log?.warn({ ...about, err: message }, givingUp ? 'job failed for the last time' : 'job failed; retrying later');
        this.report(job.Queue, 'queued', givingUp ? 'failed' : 'retry', started);
      }
    }
    return claimed.length;
  }

  /** One pass: recurring work, then queued jobs. Never overlaps itself. */
  runOnce(): Promise<void> {
    this.tick ??= (async () => {
      try {
        await this.runDueRecurring();
        await this.runDueJobs();
      } catch (err) {
        this.opts.log?.warn({ err }, 'job runner pass failed');
      } finally {
        this.tick = null;
      }
    })();
    return this.tick;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the pass under way (drain on shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.tick;
  }
}
