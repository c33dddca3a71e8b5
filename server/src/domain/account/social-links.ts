import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthAccounts, users } from '../../db/schema/index';
import type { SocialProfile } from './oauth-providers';
import { isUniqueViolation } from './users';

/** "discord" → "Discord", for texts. */
export const providerName = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The player a provider's account is linked to, or null. */
export async function linkedUserOf(db: Db, providerName: string, providerUserId: string): Promise<number | null> {
  const [link] = await db
    .select({ UserID: oauthAccounts.UserID })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.Provider, providerName), eq(oauthAccounts.ProviderUserID, providerUserId)))
    .limit(1);
  return link?.UserID ?? null;
}

/**
 * Links a provider's account to the player and makes its picture the player's avatar source. One
 * account per provider per player: a new login at the same provider replaces the old link. Answers
 * 'taken' when another player linked the same provider account at the same moment.
 */
export async function linkProvider(db: Db, userId: number, providerName: string, profile: SocialProfile, alreadyLinked: boolean): Promise<'linked' | 'taken'> {
  try {
    await db.transaction(async (tx) => {
      if (!alreadyLinked) {
        await tx.delete(oauthAccounts).where(and(eq(oauthAccounts.UserID, userId), eq(oauthAccounts.Provider, providerName)));
        await tx.insert(oauthAccounts).values({
          Provider: providerName,
          ProviderUserID: profile.id,
          UserID: userId,
        });
      }
      await tx
        .update(users)
        .set({
          ProviderID: profile.id,
          ProviderName: providerName,
          ProviderPictureUrl: profile.picture,
          ProfileVersion: sql`${users.ProfileVersion} + 1`,
        })
        .where(eq(users.id, userId));
    });
  } catch (e) {
    if (isUniqueViolation(e)) return 'taken';
    throw e;
  }
  return 'linked';
}
