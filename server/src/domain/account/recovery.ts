import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recoveryTokens, users } from '../../db/schema/index';
import { sha256 } from '../../lib/sha256';

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
 * The live account a recovery request's address (any letter case) belongs to, or null. Issue 18
 * part 4: only a verified address gets a reset link (the caller's answer is the same either way).
 */
export async function findRecoveryRecipient(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, Username: users.Username, Email: users.Email })
    .from(users)
    .where(and(sql`lower(${users.Email}) = ${email.toLowerCase()}`, isNull(users.DeletedAt), isNotNull(users.EmailVerifiedAt)))
    .limit(1);
  return user?.Email ? { ...user, Email: user.Email } : null;
}

/**
 * Sets a new password with a mailed reset link, in one transaction with using the link up. Returns
 * the player's id, or null for an unknown, used or expired link (nothing changes then).
 */
export async function resetPassword(db: Db, token: string, PasswordHash: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const id = await consumeRecoveryToken(tx, token);
    if (id !== null)
      await tx
        .update(users)
        .set({ PasswordHash })
        .where(and(eq(users.id, id), isNull(users.DeletedAt)));
    return id;
  });
}

export function recoveryMailText(username: string, link: string): string {
  return [
    `Hello ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Guildhall account.',
    `Choose a new password with this link within ${RECOVERY_TTL_MINUTES} minutes:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    'The Guildhall team',
  ].join('\n');
}
