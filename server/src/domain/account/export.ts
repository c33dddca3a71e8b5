import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { AccountExport } from '@contract/types/security';
import type { Db } from '../../db/client';
import {
  badges,
  bets,
  coinLedger,
  friends,
  guildMembers,
  guilds,
  inventory,
  items,
  oauthAccounts,
  purchases,
  storePackages,
  timeline,
  titles,
  userBadges,
  users,
  userTitles,
} from '../../db/schema/index';
import { NotFound } from '../errors';
import { loadPrivacy } from './privacy';
import { allActivity } from './security/activity';
import { listPasskeys } from './security/passkeys';
import { listSessions } from './security/sessions';

// Take your data: everything the site holds about one account, as one document.
// Secrets are never part of it: no password hash, no session ids, no 2FA secret or backup codes.

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** `currentIdHash` marks the session that asks (the sessions section names it `current`). */
export async function exportAccount(db: Db, userId: number, currentIdHash: string | null, now = new Date()): Promise<AccountExport> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.DeletedAt)))
    .limit(1);
  if (!u) throw new NotFound('The account was not found.');

  const [membership] = await db
    .select({ id: guilds.id, Name: guilds.Name, RankName: guildMembers.RankName })
    .from(guildMembers)
    .innerJoin(guilds, eq(guilds.id, guildMembers.GuildID))
    .where(eq(guildMembers.UserID, userId))
    .limit(1);
  const links = await db.select({ Provider: oauthAccounts.Provider }).from(oauthAccounts).where(eq(oauthAccounts.UserID, userId));
  const ownedTitles = await db
    .select({ id: titles.id, Name: titles.Name, DateCreated: userTitles.DateCreated })
    .from(userTitles)
    .innerJoin(titles, eq(titles.id, userTitles.TitleID))
    .where(eq(userTitles.UserID, userId))
    .orderBy(asc(userTitles.DateCreated));
  const ownedBadges = await db
    .select({ id: badges.id, Name: badges.Name, DateCreated: userBadges.DateCreated })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.BadgeID))
    .where(eq(userBadges.UserID, userId))
    .orderBy(asc(userBadges.DateCreated));

  const stacks = await db
    .select({
      ItemID: inventory.ItemID,
      Name: items.Name,
      Quantity: inventory.Quantity,
      IsSpecial: inventory.IsSpecial,
      IsBank: inventory.IsBank,
      IsEquipped: inventory.IsEquipped,
    })
    .from(inventory)
    .innerJoin(items, eq(items.id, inventory.ItemID))
    .where(eq(inventory.UserID, userId))
    .orderBy(asc(inventory.id));

  const ledger = await db
    .select({ id: coinLedger.id, Delta: coinLedger.Delta, Reason: coinLedger.Reason, RefID: coinLedger.RefID, Date: coinLedger.Date })
    .from(coinLedger)
    .where(eq(coinLedger.UserID, userId))
    .orderBy(asc(coinLedger.id));

  const betRows = await db
    .select()
    .from(bets)
    .where(or(eq(bets.UserID, userId), eq(bets.TargetID, userId)))
    .orderBy(asc(bets.id));

  const purchaseColumns = {
    id: purchases.id,
    PackageID: purchases.PackageID,
    Package: storePackages.Name,
    Cost: purchases.Cost,
    Currency: purchases.Currency,
    BuyerID: purchases.BuyerID,
    RecipientID: purchases.RecipientID,
    Date: purchases.Date,
  };
  const bought = await db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(storePackages, eq(storePackages.id, purchases.PackageID))
    .where(eq(purchases.BuyerID, userId))
    .orderBy(asc(purchases.id));
  const gifts = await db
    .select(purchaseColumns)
    .from(purchases)
    .innerJoin(storePackages, eq(storePackages.id, purchases.PackageID))
    .where(and(eq(purchases.RecipientID, userId), or(isNull(purchases.BuyerID), ne(purchases.BuyerID, userId))))
    .orderBy(asc(purchases.id));

  const history = await db
    .select({ Identify: timeline.Identify, Header: timeline.Header, Body: timeline.Body, Date: timeline.Date })
    .from(timeline)
    .where(eq(timeline.UserID, userId))
    .orderBy(asc(timeline.Date), asc(timeline.id));

  const friendRows = await db
    .select({ id: users.id, Username: users.Username, DateCreated: friends.DateCreated })
    .from(friends)
    .innerJoin(users, eq(users.id, friends.FriendID))
    .where(and(eq(friends.UserID, userId), isNull(users.DeletedAt)))
    .orderBy(asc(friends.DateCreated));

  const sessionRows = await listSessions(db, userId, currentIdHash);

  const purchaseOut = (p: (typeof bought)[number]) => ({ ...p, Date: iso(p.Date) });
  return {
    format: 'guildhall-account-export/1',
    exportedAt: iso(now),
    profile: {
      id: u.id,
      Username: u.Username,
      Email: u.Email,
      Role: u.Role,
      CountryCode: u.CountryCode,
      ColorName: u.ColorName,
      Level: u.Level,
      LevelMax: u.LevelMax,
      Experience: u.Experience,
      Coins: u.Coins,
      KD: u.KD,
      KDDaily: u.KDDaily,
      RebirthCount: u.RebirthCount,
      ClassPoints: u.ClassPoints,
      CurrentServer: u.CurrentServer,
      VipUntil: isoOrNull(u.VipUntil),
      DateCreated: iso(u.DateCreated),
      DeleteStartedAt: isoOrNull(u.DeleteStartedAt),
      ProviderName: u.ProviderName,
      linkedProviders: links.map((l) => l.Provider),
      guild: membership ? { id: membership.id, Name: membership.Name, RankName: membership.RankName ?? '' } : null,
      titles: ownedTitles.map((x) => ({ ...x, DateCreated: iso(x.DateCreated) })),
      badges: ownedBadges.map((x) => ({ ...x, DateCreated: iso(x.DateCreated) })),
    },
    privacy: await loadPrivacy(db, userId),
    inventory: stacks,
    ledger: ledger.map((l) => ({ ...l, Date: iso(l.Date) })),
    bets: betRows.map((b) => {
      const role = b.UserID === userId ? ('creator' as const) : ('joiner' as const);
      const won = b.Status === 'joined' && b.Side !== null ? (role === 'joiner') === b.Side : null;
      return {
        id: b.id,
        role,
        Coins: b.Coins,
        Tax: b.Tax,
        Status: b.Status,
        won,
        DateCreated: iso(b.DateCreated),
        DateJoined: isoOrNull(b.DateJoined),
      };
    }),
    purchases: bought.map(purchaseOut),
    giftsReceived: gifts.map(purchaseOut),
    timeline: history.map((h) => ({ ...h, Date: iso(h.Date) })),
    friends: friendRows.map((f) => ({ ...f, DateCreated: iso(f.DateCreated) })),
    sessions: sessionRows,
    activity: await allActivity(db, userId),
    passkeys: await listPasskeys(db, userId),
  };
}
