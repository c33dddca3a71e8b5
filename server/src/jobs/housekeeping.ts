import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens, jobs, rateLimits, recoveryTokens, sessions, usedChallenges, webauthnChallenges } from '../db/schema/index';
import type { JobRunner } from './runner';

/**
 * Deletes what has expired: sessions, recovery tokens, email links (they hold addresses), human-check replay records and spent sign-in tickets, passkey challenges, rate-limit
 * windows older than `rateWindowSeconds`, and finished jobs older than a week. Answers the counts.
 */
export async function deleteExpired(db: Db, rateWindowSeconds: number): Promise<Record<string, number>> {
  const now = new Date();
  const count = async (q: Promise<unknown[]>) => (await q).length;
  return {
    sessions: await count(db.delete(sessions).where(lt(sessions.ExpiresAt, now)).returning({ x: sessions.ExpiresAt })),
    recoveryTokens: await count(db.delete(recoveryTokens).where(lt(recoveryTokens.ExpiresAt, now)).returning({ x: recoveryTokens.ExpiresAt })),
    emailTokens: await count(db.delete(emailTokens).where(lt(emailTokens.ExpiresAt, now)).returning({ x: emailTokens.ExpiresAt })),
    challenges: await count(db.delete(usedChallenges).where(lt(usedChallenges.ExpiresAt, now)).returning({ x: usedChallenges.ExpiresAt })),
    passkeyChallenges: await count(db.delete(webauthnChallenges).where(lt(webauthnChallenges.ExpiresAt, now)).returning({ x: webauthnChallenges.ExpiresAt })),
    rateLimits: await count(
      db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${rateWindowSeconds})`))
        .returning({ x: rateLimits.key }),
    ),
    jobs: await count(
      db
        .delete(jobs)
        .where(and(or(isNotNull(jobs.DateDone), isNotNull(jobs.DateFailed)), lt(jobs.DateCreated, sql`now() - interval '7 days'`)))
        .returning({ x: jobs.id }),
    ),
  };
}

/** Every hour, expired rows go (once across every process). */
export function defineHousekeepingJob(runner: JobRunner, db: Db, opts: { rateWindowSeconds: number; log: (deleted: Record<string, number>) => void }): void {
  runner.defineRecurring('cleanup-expired', 3_600, async () => {
    opts.log(await deleteExpired(db, opts.rateWindowSeconds));
  });
}
