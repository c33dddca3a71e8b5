import { and, eq, isNotNull, or, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { ErrorCode } from '@contract/types/entities';
import { Forbidden } from '../errors';

/** A sign-in refused because staff suspended the account: the player reads why and until when. */
class AccountSuspended extends Forbidden {
  override readonly code: ErrorCode = 'account_suspended';
}

const utc = (d: Date) =>
  d.toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }) + ' UTC';

export function suspensionText(until: Date | null, reason: string | null): string {
  const when = until ? `until ${utc(until)}` : 'for good';
  return `Your account is suspended ${when}. Reason: ${reason ?? 'none given'}.`;
}

/** The suspension in force on the account now (an ended one no longer counts), or null. */
async function activeSuspension(db: Db, userId: number): Promise<{ until: Date | null; reason: string | null } | null> {
  const [row] = await db
    .select({ until: users.SuspendedUntil, reason: users.SuspendReason })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.SuspendedAt), or(isNull(users.SuspendedUntil), gt(users.SuspendedUntil, new Date()))))
    .limit(1);
  return row ?? null;
}

/** Throws AccountSuspended when the account may not sign in now. */
export async function assertNotSuspended(db: Db, userId: number): Promise<void> {
  const s = await activeSuspension(db, userId);
  if (s) throw new AccountSuspended(suspensionText(s.until, s.reason));
}
