import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PrivacyLevel, PrivacySettings, ProfileTab } from '@contract/types/security';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { friends, privacySettings } from '../../db/schema/index';
import { Forbidden } from '../errors';

// Privacy of the public profile: who sees each tab, and where the player is listed.
// The owner and staff see everything; "friends" means the players on the owner's friends list.

const DEFAULT_PRIVACY: PrivacySettings = {
  inventory: 'public',
  bank: 'public',
  friends: 'public',
  timeline: 'public',
  history: 'public',
  hideFromRankings: false,
  hideFromOnline: false,
  hideFromSearch: false,
};

/** Who asks: a visitor (null) or a logged-in player with a role. */
export type Viewer = { id: number; Role: string } | null;

export async function loadPrivacy(db: Db, userId: number): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.UserID, userId)).limit(1);
  if (!row) return { ...DEFAULT_PRIVACY };
  return {
    inventory: row.Inventory,
    bank: row.Bank,
    friends: row.Friends,
    timeline: row.Timeline,
    history: row.History,
    hideFromRankings: row.HideFromRankings,
    hideFromOnline: row.HideFromOnline,
    hideFromSearch: row.HideFromSearch,
  };
}

/** What the owner chose; a client that does not send the history level keeps the current one. */
type PrivacyChoice = Omit<PrivacySettings, 'history'> & { history?: PrivacyLevel };

export async function savePrivacy(db: Db, userId: number, form: PrivacyChoice): Promise<PrivacySettings> {
  const values = {
    Inventory: form.inventory,
    Bank: form.bank,
    Friends: form.friends,
    Timeline: form.timeline,
    ...(form.history ? { History: form.history } : {}),
    HideFromRankings: form.hideFromRankings,
    HideFromOnline: form.hideFromOnline,
    HideFromSearch: form.hideFromSearch,
    DateUpdated: new Date(),
  };
  await db
    .insert(privacySettings)
    .values({ UserID: userId, ...values })
    .onConflictDoUpdate({ target: privacySettings.UserID, set: values });
  return loadPrivacy(db, userId);
}

async function isFriendOf(db: Db, ownerId: number, viewerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: friends.FriendID })
    .from(friends)
    .where(and(eq(friends.UserID, ownerId), eq(friends.FriendID, viewerId)))
    .limit(1);
  return Boolean(row);
}

/** The tabs of the owner's profile this viewer may not see. */
export async function hiddenTabs(db: Db, ownerId: number, viewer: Viewer): Promise<ProfileTab[]> {
  if (viewer && (viewer.id === ownerId || viewer.Role === 'staff')) return [];
  const privacy = await loadPrivacy(db, ownerId);
  const tabs: ProfileTab[] = ['inventory', 'bank', 'friends', 'timeline', 'history'];
  const restricted = tabs.filter((tab) => privacy[tab] !== 'public');
  if (restricted.length === 0) return [];
  const friend = viewer ? await isFriendOf(db, ownerId, viewer.id) : false;
  return restricted.filter((tab) => privacy[tab] === 'private' || !friend);
}

const TAB_NAMES: Record<ProfileTab, string> = {
  inventory: 'inventory',
  bank: 'bank',
  friends: 'friends list',
  timeline: 'timeline',
  history: 'progress history',
};

/** Throws Forbidden when the viewer may not see this tab of the owner's profile. */
export async function assertTabVisible(db: Db, ownerId: number, tab: ProfileTab, viewer: Viewer): Promise<void> {
  if ((await hiddenTabs(db, ownerId, viewer)).includes(tab)) {
    throw new Forbidden(`This player keeps their ${TAB_NAMES[tab]} private.`);
  }
}

/** Whether the player chose to be hidden from the rankings, the online list or name searches. */
export async function isHiddenFrom(db: Db, flag: 'rankings' | 'online' | 'search', userId: number): Promise<boolean> {
  const [row] = await rowsOf<{ hidden: boolean }>(db, sql`select ${hiddenBy(flag, sql`${userId}::int`)} as hidden`);
  return Boolean(row?.hidden);
}

export function hiddenBy(flag: 'rankings' | 'online' | 'search', userId: SQLWrapper): SQL {
  const column = { rankings: privacySettings.HideFromRankings, online: privacySettings.HideFromOnline, search: privacySettings.HideFromSearch }[flag];
  return sql`exists (select 1 from ${privacySettings} where ${privacySettings.UserID} = ${userId} and ${column})`;
}

/** SQL: the player `userId` keeps their progress history from visitors (friends only or private), for lists anyone reads. */
export function historyNotPublic(userId: SQLWrapper): SQL {
  return sql`exists (select 1 from ${privacySettings} where ${privacySettings.UserID} = ${userId} and ${privacySettings.History} <> 'public')`;
}
