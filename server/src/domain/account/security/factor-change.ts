import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { describeDevice, maskIp } from './devices';
import type { NoticeMail } from './sign-in';

export interface FactorChange {
  userId: number;
  /** What changed, one sentence, e.g. "A passkey was added: Laptop." */
  detail: string;
  ip: string;
  userAgent: string | undefined;
  /** The site's public origin, for the links in the mail. */
  origin: string;
  now?: Date;
}

/**
 * The mail to the owner after a way of signing in was added or removed, or null for an account
 * without an address. Someone holding a copied session (and the password) must not add a passkey or
 * a linked account unseen: the mail names the change and how to undo it with a password reset.
 */
export async function factorChangeMail(db: Db, change: FactorChange): Promise<NoticeMail | null> {
  const [user] = await db
    .select({ Username: users.Username, Email: users.Email })
    .from(users)
    .where(and(eq(users.id, change.userId), isNull(users.DeletedAt)))
    .limit(1);
  if (!user?.Email) return null;
  return {
    to: user.Email,
    subject: 'A sign-in method of your Guildhall account changed',
    text: [
      `Hello ${user.Username},`,
      '',
      'A way of signing in to your Guildhall account was just changed:',
      '',
      `  ${change.detail}`,
      '',
      `  Device:  ${describeDevice(change.userAgent) ?? 'an unknown device'}`,
      `  Address: ${maskIp(change.ip) ?? 'unknown'}`,
      `  When:    ${(change.now ?? new Date()).toUTCString()}`,
      '',
      'If this was you, there is nothing to do.',
      `If not, reset your password at ${change.origin}/recovery: the reset page lists your passkeys,`,
      'two-factor sign-in and linked accounts, and removes the ones you did not add.',
      '',
      '— Guildhall',
    ].join('\n'),
  };
}
