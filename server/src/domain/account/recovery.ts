import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAccounts, passkeys, recoveryTokens, users } from '../../db/schema/index';
import { sha256 } from '../../lib/sha256';
import { disableTwoFactor, hasTwoFactor } from './security/two-factor';
import type { ActivityEntry } from './security/activity';
import { providerName } from './social-links';
import type { Language } from '@contract/i18n/languages';
import { mailWriter, type MailContent } from '../../lib/mail-text';

/** How long a mailed reset link works. */
const RECOVERY_TTL_MINUTES = 60;

/**
 * A new single-use reset token for the player. Only its hash is stored; earlier unused tokens of
 * the player stop working, so only the latest mail's link is good.
 */
export async function issueRecoveryToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(recoveryTokens).where(eq(recoveryTokens.UserID, userId));
    await tx.insert(recoveryTokens).values({
      tokenHash: sha256(token),
      UserID: userId,
      ExpiresAt: new Date(Date.now() + RECOVERY_TTL_MINUTES * 60_000),
    });
  });
  return token;
}

/**
 * Uses a token up: one conditional update, so of two concurrent resets with the same link only
 * one wins. Returns the player's id, or null for an unknown, used or expired token.
 */
async function consumeRecoveryToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(recoveryTokens)
    .set({ UsedAt: new Date() })
    .where(and(eq(recoveryTokens.tokenHash, sha256(token)), isNull(recoveryTokens.UsedAt), gt(recoveryTokens.ExpiresAt, new Date())))
    .returning({ UserID: recoveryTokens.UserID });
  return row?.UserID ?? null;
}

/**
 * The live account a recovery request's address (any letter case) belongs to, or null.
 * Only a verified address gets a reset link (the caller's answer is the same either way).
 */
export async function findRecoveryRecipient(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, Username: users.Username, Email: users.Email, Language: users.Language })
    .from(users)
    .where(and(sql`lower(${users.Email}) = ${email.toLowerCase()}`, isNull(users.DeletedAt), isNotNull(users.EmailVerifiedAt)))
    .limit(1);
  return user?.Email ? { ...user, Email: user.Email } : null;
}

/** The ways of signing in besides the password, as the reset page lists them. */
export interface SignInFactors {
  passkeys: { id: number; Name: string }[];
  twoFactor: boolean;
  linkedProviders: string[];
}

async function signInFactors(db: Db, userId: number): Promise<SignInFactors> {
  const keys = await db
    .select({ id: passkeys.id, Name: passkeys.Name })
    .from(passkeys)
    .where(eq(passkeys.UserID, userId))
    .orderBy(asc(passkeys.DateCreated), asc(passkeys.id));
  const links = await db
    .select({ Provider: oauthAccounts.Provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.UserID, userId))
    .orderBy(asc(oauthAccounts.Provider));
  return { passkeys: keys, twoFactor: await hasTwoFactor(db, userId), linkedProviders: links.map((l) => l.Provider) };
}

/**
 * The sign-in factors of the account a live reset link belongs to (the link stays usable), or null
 * for an unknown, used or expired link. Someone who once held a session may have added a passkey,
 * two-factor or a linked account: the owner sees them before choosing the new password.
 */
export async function recoveryFactors(db: Db, token: string): Promise<SignInFactors | null> {
  const [row] = await db
    .select({ UserID: recoveryTokens.UserID })
    .from(recoveryTokens)
    .innerJoin(users, and(eq(users.id, recoveryTokens.UserID), isNull(users.DeletedAt)))
    .where(and(eq(recoveryTokens.tokenHash, sha256(token)), isNull(recoveryTokens.UsedAt), gt(recoveryTokens.ExpiresAt, new Date())))
    .limit(1);
  return row ? signInFactors(db, row.UserID) : null;
}

/** What the owner chose to remove with the reset (nothing by default). */
export interface FactorRemovals {
  passkeyIds: number[];
  twoFactor: boolean;
  providers: string[];
}

/** What the reset removed, one sentence each, for the activity log and the mail. */
export interface ResetDone {
  userId: number;
  removed: { kind: 'passkey_removed' | 'two_factor_disabled' | 'social_unlinked'; entry: ActivityEntry }[];
}

/**
 * Sets a new password with a mailed reset link, and removes the sign-in factors the owner chose, in
 * one transaction with using the link up. Returns the player's id and what was removed, or null for
 * an unknown, used or expired link (nothing changes then). Ids of another account's passkeys and
 * providers not linked are ignored.
 */
export async function resetPassword(
  db: Db,
  token: string,
  PasswordHash: string,
  removals: FactorRemovals = { passkeyIds: [], twoFactor: false, providers: [] },
): Promise<ResetDone | null> {
  return db.transaction(async (tx) => {
    const id = await consumeRecoveryToken(tx, token);
    if (id === null) return null;
    const [live] = await tx
      .update(users)
      .set({ PasswordHash })
      .where(and(eq(users.id, id), isNull(users.DeletedAt)))
      .returning({ ProviderName: users.ProviderName });
    const removed: ResetDone['removed'] = [];
    if (!live) return { userId: id, removed };
    if (removals.passkeyIds.length) {
      const gone = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.UserID, id), inArray(passkeys.id, removals.passkeyIds)))
        .returning({ Name: passkeys.Name });
      for (const p of gone) removed.push({ kind: 'passkey_removed', entry: { message: 'passkey_reset', args: { name: p.Name } } });
    }
    if (removals.twoFactor && (await hasTwoFactor(tx, id))) {
      await disableTwoFactor(tx, id);
      removed.push({ kind: 'two_factor_disabled', entry: { message: 'two_factor_reset' } });
    }
    if (removals.providers.length) {
      const gone = await tx
        .delete(oauthAccounts)
        .where(and(eq(oauthAccounts.UserID, id), inArray(oauthAccounts.Provider, removals.providers)))
        .returning({ Provider: oauthAccounts.Provider });
      for (const l of gone) removed.push({ kind: 'social_unlinked', entry: { message: 'social_reset', args: { provider: providerName(l.Provider) } } });
      // The avatar came from an unlinked provider: back to the default picture.
      if (live.ProviderName && gone.some((l) => l.Provider === live.ProviderName)) {
        await tx
          .update(users)
          .set({ ProviderID: null, ProviderName: null, ProviderPictureUrl: null, ProfileVersion: sql`${users.ProfileVersion} + 1` })
          .where(eq(users.id, id));
      }
    }
    return { userId: id, removed };
  });
}

/** The reset link, in the recipient's language. */
export function recoveryMail(language: Language, username: string, link: string): MailContent {
  const { say } = mailWriter(language);
  return {
    subject: say('Reset your Guildhall password'),
    text: [
      say('Hello {name},', { name: username }),
      '',
      say('Someone (hopefully you) asked to reset the password of your Guildhall account.'),
      say('Choose a new password with this link within {minutes, plural, one {# minute} other {# minutes}}:', { minutes: RECOVERY_TTL_MINUTES }),
      '',
      link,
      '',
      say('If you did not ask for this, ignore this mail: your password stays as it is.'),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}
