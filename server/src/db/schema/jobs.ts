import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Background work that lives in the database, so it runs once however many processes serve the site
// (one owner per job). Works on PGlite and PostgreSQL alike.

/** One-off jobs (webhook deliveries…), claimed with FOR UPDATE SKIP LOCKED, retried with backoff. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    Queue: varchar('queue', { length: 64 }).notNull(),
    Payload: jsonb('payload').notNull(),
    RunAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    Attempts: integer('attempts').notNull().default(0),
    MaxAttempts: integer('max_attempts').notNull().default(5),
    /** A claimed job is left alone until then; a process that died while running it frees it this way. */
    LockedUntil: timestamp('locked_until', { withTimezone: true }),
    LastError: text('last_error'),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    DateDone: timestamp('date_done', { withTimezone: true }),
    /** Set when the last attempt failed: the job is given up. */
    DateFailed: timestamp('date_failed', { withTimezone: true }),
    /** The request that queued it (its X-Request-Id), so the job's log lines lead back to it. */
    RequestId: varchar('request_id', { length: 128 }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.RunAt)
      .where(sql`${t.DateDone} is null and ${t.DateFailed} is null`),
  ],
);

/** Recurring work: one row per job; a process runs it only when it wins the row's due time. */
export const recurringJobs = pgTable('recurring_jobs', {
  Name: varchar('name', { length: 64 }).primaryKey(),
  NextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** Whatever the job keeps between runs (e.g. the last guild it announced). */
  State: jsonb('state'),
  DateLastRun: timestamp('date_last_run', { withTimezone: true }),
});
