import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactMessages,
  emailTokens,
  friends,
  guildMembers,
  inventory,
  oauthAccounts,
  passkeys,
  recoveryTokens,
  sessions,
  timeline,
  twoFactor,
  twoFactorBackupCodes,
  userBadges,
  userTitles,
  users,
  webauthnChallenges,
} from '../../db/schema/index';
import { UNKNOWN_COUNTRY } from '@contract/forms/countries';
import { cancelOpenBetsOf } from '../bets/bets';

/** The name a deleted player shows under in history (bets, logs); `#` cannot be registered, so it never collides. */
const deletedUsername = (id: number) => `Deleted player #${id}`;

/**
 * Deletes an account in one transaction. The users row stays, anonymised, because the coin ledger,
 * bets, market and guild history refer to it; everything personal goes: email, password, social
 * links and picture, two-factor secret and backup codes, passkeys, email links, open bets (cancelled
 * as their creator would), sessions, reset tokens, friends, timeline, inventory, badges, titles, guild
 * membership and messages to the team.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await cancelOpenBetsOf(tx, userId);
    await tx.delete(sessions).where(eq(sessions.UserID, userId));
    await tx.delete(recoveryTokens).where(eq(recoveryTokens.UserID, userId));
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.UserID, userId));
    // Sign-in secrets and mailed links (their rows hold the old and the pending address).
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.UserID, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.UserID, userId));
    await tx.delete(passkeys).where(eq(passkeys.UserID, userId));
    await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.UserID, userId));
    await tx.delete(emailTokens).where(eq(emailTokens.UserID, userId));
    await tx.delete(friends).where(or(eq(friends.UserID, userId), eq(friends.FriendID, userId)));
    await tx.delete(timeline).where(eq(timeline.UserID, userId));
    await tx.delete(inventory).where(eq(inventory.UserID, userId));
    await tx.delete(userBadges).where(eq(userBadges.UserID, userId));
    await tx.delete(userTitles).where(eq(userTitles.UserID, userId));
    await tx.delete(guildMembers).where(eq(guildMembers.UserID, userId));
    await tx.delete(contactMessages).where(eq(contactMessages.UserID, userId));
    await tx
      .update(users)
      .set({
        Username: deletedUsername(userId),
        Email: null,
        PasswordHash: null,
        ProviderID: null,
        ProviderName: null,
        ProviderPictureUrl: null,
        CountryCode: UNKNOWN_COUNTRY,
        CurrentServer: 'Offline',
        TitleID: null,
        VipUntil: null,
        ProfileVersion: sql`${users.ProfileVersion} + 1`,
        DeletedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

/** The owner opened the deletion screen: the wait starts (again) now. Answers the seconds to wait. */
export async function startDeletionWait(db: Db, userId: number, waitSeconds: number): Promise<number> {
  await db.update(users).set({ DeleteStartedAt: new Date() }).where(eq(users.id, userId));
  return waitSeconds;
}

/**
 * Seconds still to wait before this account may be deleted (0: it may). The wait counts from the
 * moment the server saw the deletion screen open, so a script cannot skip the page's countdown
 *. With no wait configured, nothing is required.
 */
export async function deletionWaitLeft(db: Db, userId: number, waitSeconds: number): Promise<number> {
  if (waitSeconds <= 0) return 0;
  const [row] = await db.select({ started: users.DeleteStartedAt }).from(users).where(eq(users.id, userId));
  if (!row?.started) return waitSeconds;
  return Math.max(0, Math.ceil(waitSeconds - (Date.now() - row.started.getTime()) / 1000));
}
