import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema/index';
import { RequestRefused } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

interface RateLimiter {
  /**
   * Counts one attempt against every key (e.g. per IP and per account) and refuses with 429 once
   * any key went over the limit in its window. The count is one atomic upsert per key, so
   * concurrent attempts on several processes never slip past the limit.
   */
  consume(keys: string[]): Promise<void>;
  /** Gives attempts back (a successful login should not count as a guess). */
  refund(keys: string[]): Promise<void>;
  /**
   * Reserves one attempt on every key, each with its own limit, before the attempt is evaluated
   * (a password or a code checked): one atomic upsert per key answers the new count, so parallel
   * attempts on any number of processes each get a different count and at most `max` are evaluated
   * per key and window. Over any limit the reservation is given back and 429 is thrown. Answers the
   * keys to refund when the attempt succeeds (only failures count).
   */
  reserve(limits: { key: string; max: number }[]): Promise<string[]>;
}

export const RATE_LIMITED_TEXT = 'Too many attempts. Please wait a few minutes and try again.';

/** Fixed-window counters in the database (no process-memory state that breaks scaling out). */
export default fp(
  async (app, opts: { max: number; windowSeconds: number }) => {
    const { db } = app;
    /** One atomic upsert for every key: the count in the current window and the seconds it has left. */
    const hit = (keys: string[], windowSeconds: number) => {
      const span = sql`make_interval(secs => ${windowSeconds})`;
      // One statement for every key, rows taken in a fixed order: concurrent attempts queue on the
      // same rows in the same order, so each sees consistent counts on all its keys (no deadlock).
      const sorted = [...new Set(keys)].sort();
      const stale = sql`${rateLimits.windowStart} <= now() - ${span}`;
      return db
        .insert(rateLimits)
        .values(sorted.map((key) => ({ key, count: 1, windowStart: sql`now()` })))
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            // A stale window restarts at 1; otherwise the counter goes up by one.
            count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${stale} then now() else ${rateLimits.windowStart} end`,
          },
        })
        .returning({
          key: rateLimits.key,
          count: rateLimits.count,
          secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${span} - now())))::int`,
        });
    };

    const consume = async (keys: string[]) => {
      if (keys.length === 0) return;
      const rows = await hit(keys, opts.windowSeconds);
      const over = rows.filter((r) => r.count > opts.max);
      if (over.length) throw new RateLimited(Math.max(1, ...over.map((r) => r.secondsLeft)));
    };

    const refund = async (keys: string[]) => {
      // One statement per key: a row is never held while another is waited for, so a refund cannot
      // deadlock with the upserts of parallel attempts.
      for (const key of [...new Set(keys)].sort()) {
        await db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(eq(rateLimits.key, key));
      }
    };

    const reserve = async (limits: { key: string; max: number }[]) => {
      const keys = [...new Set(limits.map((l) => l.key))];
      if (keys.length === 0) return keys;
      const rows = await hit(keys, opts.windowSeconds);
      const maxOf = (key: string) => Math.min(...limits.filter((l) => l.key === key).map((l) => l.max));
      const over = rows.filter((r) => r.count > maxOf(r.key));
      if (over.length) {
        // Not evaluated, so not counted: the counters hold the failures (and the attempts in flight).
        await refund(keys);
        throw new RateLimited(Math.max(1, ...over.map((r) => r.secondsLeft)));
      }
      return keys;
    };

    app.decorate('rateLimit', { consume, refund, reserve });
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimited) reply.header('retry-after', String(error.retryAfterSeconds));
    });

    // Old windows are deleted by the housekeeping job (plugins/jobs.ts), once across all processes.
  },
  { name: 'rate-limit', dependencies: ['db'] },
);

/** 429 with the contract's messages list and a Retry-After hint. */
export class RateLimited extends RequestRefused {
  constructor(readonly retryAfterSeconds: number) {
    super(429, [RATE_LIMITED_TEXT]);
  }
}
