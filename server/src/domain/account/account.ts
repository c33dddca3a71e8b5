import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAccounts, sessions, users } from '../../db/schema/index';
import { InvalidFields } from '../errors';
import { isUniqueViolation } from './users';

/** The social providers linked to the account (the account page lists them). */
export async function linkedProviders(db: Db, userId: number): Promise<string[]> {
  const links = await db.select({ Provider: oauthAccounts.Provider }).from(oauthAccounts).where(eq(oauthAccounts.UserID, userId));
  return links.map((l) => l.Provider);
}

/** What the account page changes; absent fields stay as they are. */
export interface AccountChanges {
  Email?: string;
  CountryCode?: string;
  PasswordHash?: string;
  /** An uploaded picture replaces the external one (ProviderID is present only while that is used). */
  avatarUploaded?: boolean;
}

/** The columns that forget an external picture; ProfileVersion moves on so avatar URLs change. */
const noExternalPicture = () => ({
  ProviderID: null,
  ProviderName: null,
  ProviderPictureUrl: null,
  ProfileVersion: sql`${users.ProfileVersion} + 1`,
});

/**
 * Saves the account page's changes in one update. An email another account took meanwhile is the
 * form's field error. A new password ends every other session of the account; the session
 * `keepSessionHash` names (this browser's) stays.
 */
export async function saveAccountChanges(db: Db, userId: number, changes: AccountChanges, keepSessionHash?: string): Promise<void> {
  const { avatarUploaded, ...columns } = changes;
  const set = avatarUploaded ? { ...columns, ...noExternalPicture() } : columns;
  if (Object.keys(set).length) {
    try {
      await db.update(users).set(set).where(eq(users.id, userId));
    } catch (e) {
      if (isUniqueViolation(e)) throw new InvalidFields({ email: ['The email has already been taken.'] });
      throw e;
    }
  }
  if (changes.PasswordHash) {
    await db.delete(sessions).where(keepSessionHash ? and(eq(sessions.UserID, userId), ne(sessions.idHash, keepSessionHash)) : eq(sessions.UserID, userId));
  }
}

/** The player goes back to the default picture: no upload (the caller removes it), no external one. */
export async function useDefaultAvatar(db: Db, userId: number): Promise<void> {
  await db.update(users).set(noExternalPicture()).where(eq(users.id, userId));
}
