import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens, users } from '../../db/schema/index';
import { sha256 } from '../../lib/sha256';
import { Conflict, Forbidden } from '../errors';
import { isUniqueViolation } from './users';
import type { Language } from '@contract/i18n/languages';
import { mailWriter, type MailContent } from '../../lib/mail-text';

// Email verification and change. A new account's address is verified by a mailed
// link (the account works meanwhile; recovery mails go only to a verified address). A new address
// asked for on the account form is stored only when its link is opened; the old one gets a notice.
// Links carry a random token; only its hash is stored, it is used once and expires.

export type EmailPurpose = 'verify' | 'change';

/** How long a mailed link works. */
const EMAIL_TOKEN_TTL_HOURS: Record<EmailPurpose, number> = { verify: 48, change: 24 };

export const EMAIL_TAKEN_TEXT = 'This email address is now used by another account, so your address was not changed.';
export const EMAIL_OTHER_ACCOUNT_TEXT = 'This link belongs to another account. Log out, then open it again.';

/**
 * A new link for the player: earlier unused links of the same purpose stop working, so only the
 * latest mail's link is good (a new change request replaces a pending one).
 */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(and(eq(emailTokens.UserID, userId), eq(emailTokens.Purpose, purpose)));
    await tx.insert(emailTokens).values({
      tokenHash: sha256(token),
      UserID: userId,
      Purpose: purpose,
      Email: email,
      ExpiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_HOURS[purpose] * 3_600_000),
    });
  });
  return token;
}

const live = () => and(isNull(emailTokens.UsedAt), gt(emailTokens.ExpiresAt, new Date()));

/** The new address waiting for its confirmation link, or null. */
export async function pendingEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ Email: emailTokens.Email })
    .from(emailTokens)
    .where(and(eq(emailTokens.UserID, userId), eq(emailTokens.Purpose, 'change'), live()))
    .limit(1);
  return row?.Email ?? null;
}

export interface EmailConfirmed {
  purpose: EmailPurpose;
  email: string;
  userId: number;
}

/**
 * Opens a mailed link. Returns null for an unknown, used or expired link, or a verification link
 * for an address the account no longer uses. A link of another account than the logged-in one is
 * refused (Forbidden) and stays usable; a new address another account took meanwhile is refused
 * (Conflict) and nothing changes. One transaction: of two concurrent openings only one wins.
 */
export async function confirmEmailToken(db: Db, token: string, viewerId: number | null): Promise<EmailConfirmed | null> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ UserID: emailTokens.UserID })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), live()))
      .limit(1);
    if (!found) return null;
    if (viewerId !== null && viewerId !== found.UserID) throw new Forbidden(EMAIL_OTHER_ACCOUNT_TEXT);
    const [row] = await tx
      .update(emailTokens)
      .set({ UsedAt: new Date() })
      .where(and(eq(emailTokens.tokenHash, tokenHash), live()))
      .returning({ UserID: emailTokens.UserID, Purpose: emailTokens.Purpose, Email: emailTokens.Email });
    if (!row) return null;
    const account = and(eq(users.id, row.UserID), isNull(users.DeletedAt));
    if (row.Purpose === 'verify') {
      const [verified] = await tx
        .update(users)
        .set({ EmailVerifiedAt: new Date() })
        .where(and(account, sql`lower(${users.Email}) = ${row.Email.toLowerCase()}`))
        .returning({ id: users.id });
      return verified ? { purpose: 'verify', email: row.Email, userId: row.UserID } : null;
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.Email}) = ${row.Email.toLowerCase()}`, ne(users.id, row.UserID)))
      .limit(1);
    if (taken) throw new Conflict('conflict', EMAIL_TAKEN_TEXT);
    let changed;
    try {
      // The trigger of migration 0009 writes "email changed" in the owner's activity log.
      [changed] = await tx.update(users).set({ Email: row.Email, EmailVerifiedAt: new Date() }).where(account).returning({ id: users.id });
    } catch (e) {
      if (isUniqueViolation(e)) throw new Conflict('conflict', EMAIL_TAKEN_TEXT);
      throw e;
    }
    if (!changed) return null;
    // A verification link of the old address means nothing now.
    await tx.delete(emailTokens).where(and(eq(emailTokens.UserID, row.UserID), eq(emailTokens.Purpose, 'verify')));
    return { purpose: 'change', email: row.Email, userId: row.UserID };
  });
}

/** The link that verifies a new account's address. */
export function verifyMail(language: Language, username: string, link: string): MailContent {
  const { say } = mailWriter(language);
  return {
    subject: say('Verify your Guildhall email address'),
    text: [
      say('Hello {name},', { name: username }),
      '',
      say('Welcome to Guildhall! Please confirm that this address is yours by opening this link within {hours, plural, one {# hour} other {# hours}}:', {
        hours: EMAIL_TOKEN_TTL_HOURS.verify,
      }),
      '',
      link,
      '',
      say('Your account works meanwhile, but password recovery mails go only to a verified address.'),
      say('If you did not create a Guildhall account, ignore this mail.'),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}

/** The link, mailed to the new address, that makes it the account's. */
export function changeConfirmMail(language: Language, username: string, email: string, link: string): MailContent {
  const { say } = mailWriter(language);
  return {
    subject: say('Confirm your new Guildhall email address'),
    text: [
      say('Hello {name},', { name: username }),
      '',
      say('You asked to use {email} as the email address of your Guildhall account.', { email }),
      say('Confirm it by opening this link within {hours, plural, one {# hour} other {# hours}}:', { hours: EMAIL_TOKEN_TTL_HOURS.change }),
      '',
      link,
      '',
      say('Until then your account keeps its current address. If you did not ask for this, ignore this mail.'),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}

/** The notice to the old address that a change was asked for. */
export function changeNoticeMail(language: Language, username: string, email: string): MailContent {
  const { say } = mailWriter(language);
  return {
    subject: say('Your Guildhall email address is changing'),
    text: [
      say('Hello {name},', { name: username }),
      '',
      say('Someone (hopefully you) asked to change the email address of your Guildhall account to {email}.', { email }),
      say('The change happens only when the link mailed to that address is opened.'),
      '',
      say('If this was not you, change your password now and look at the sessions in your account security page.'),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}
