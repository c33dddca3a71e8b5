import fp from 'fastify-plugin';
import { and, inArray, sql } from 'drizzle-orm';
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
  /** Refuses with 429 when any key has already reached its own limit in the current window; counts nothing. */
  check(limits: { key: string; max: number }[]): Promise<void>;
  /** Counts one failure against every key (never refuses: the next check does). */
  record(keys: string[]): Promise<void>;
}

export const RATE_LIMITED_TEXT = 'Too many attempts. Please wait a few minutes and try again.';

/** Fixed-window counters in the database (design.md: no process-memory state that breaks scaling out). */
export default fp(
  async (app, opts: { max: number; windowSeconds: number }) => {
    const { db } = app;
    const window = sql`make_interval(secs => ${opts.windowSeconds})`;

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
      if (keys.length === 0) return;
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(inArray(rateLimits.key, keys));
    };

    const check = async (limits: { key: string; max: number }[]) => {
      if (limits.length === 0) return;
      const rows = await db
        .select({
          key: rateLimits.key,
          count: rateLimits.count,
          secondsLeft: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now())))::int`,
        })
        .from(rateLimits)
        .where(
          and(
            inArray(
              rateLimits.key,
              limits.map((l) => l.key),
            ),
            sql`${rateLimits.windowStart} > now() - ${window}`,
          ),
        );
      const over = rows.filter((r) => r.count >= (limits.find((l) => l.key === r.key)?.max ?? Infinity));
      if (over.length) throw new RateLimited(Math.max(1, ...over.map((r) => r.secondsLeft)));
    };

    const record = async (keys: string[]) => {
      try {
        await consume(keys);
      } catch (e) {
        if (!(e instanceof RateLimited)) throw e;
      }
    };

    app.decorate('rateLimit', { consume, refund, check, record });
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
