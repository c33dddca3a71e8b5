import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CharacterProfile, TitleRef } from '@contract/types/character';
import type { Db } from '../../db/client';
import { badges, guildMembers, guilds, maps, titles, userBadges, users, userTitles } from '../../db/schema/index';
import { equippedAssets } from './preview';
import { iso, playerRefColumns, playerStatsColumns, toGuildRefOrNull, toPlayerRef } from '../../db/refs';

const wornTitle = alias(titles, 'worn_title');

/** VIP while VipUntil lies ahead; a vip role without a date counts as VIP too (granted by staff). */
function isVip(role: string, vipUntil: Date | null, now = new Date()): boolean {
  if (vipUntil) return vipUntil.getTime() > now.getTime();
  return role === 'vip';
}

/** The public profile of a character, or null when there is no such (live) character. */
export async function loadCharacterProfile(db: Db, id: number): Promise<CharacterProfile | null> {
  const [row] = await db
    .select({
      ...playerRefColumns(users),
      CurrentServer: users.CurrentServer,
      CountryCode: users.CountryCode,
      Level: users.Level,
      LevelMax: users.LevelMax,
      Coins: users.Coins,
      ...playerStatsColumns,
      Role: users.Role,
      VipUntil: users.VipUntil,
      DateCreated: users.DateCreated,
      mapId: maps.id,
      mapName: maps.Name,
      guildId: guilds.id,
      guildName: guilds.Name,
      guildColor: guilds.Color,
      guildVersion: guilds.ProfileVersion,
      RankName: guildMembers.RankName,
      title: { id: wornTitle.id, Name: wornTitle.Name, NameHTML: wornTitle.NameHTML, RarityID: wornTitle.RarityID },
    })
    .from(users)
    .leftJoin(maps, eq(maps.id, users.MapID))
    .leftJoin(guildMembers, eq(guildMembers.UserID, users.id))
    .leftJoin(guilds, eq(guilds.id, guildMembers.GuildID))
    .leftJoin(wornTitle, eq(wornTitle.id, users.TitleID))
    .where(and(eq(users.id, id), isNull(users.DeletedAt)))
    .limit(1);
  if (!row) return null;

  const ownedTitles = await db
    .select({ id: titles.id, Name: titles.Name, NameHTML: titles.NameHTML, RarityID: titles.RarityID })
    .from(userTitles)
    .innerJoin(titles, eq(titles.id, userTitles.TitleID))
    .where(eq(userTitles.UserID, id))
    .orderBy(desc(userTitles.DateCreated), desc(titles.id));
  const ownedBadges = await db
    .select({ id: badges.id, Name: badges.Name, File: badges.File, DateCreated: userBadges.DateCreated })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.BadgeID))
    .where(eq(userBadges.UserID, id))
    .orderBy(desc(userBadges.DateCreated), desc(badges.id));
  const preview = (await equippedAssets(db, [id])).get(id) ?? [];

  // Drizzle answers a nested left-joined object (title) as null when the join found nothing.
  const guild = toGuildRefOrNull({ id: row.guildId, Name: row.guildName, Color: row.guildColor, ProfileVersion: row.guildVersion });
  const title: TitleRef | null = row.title;
  return {
    ...toPlayerRef(row),
    CurrentServer: row.CurrentServer,
    CountryCode: row.CountryCode,
    Level: row.Level,
    LevelMax: row.LevelMax,
    Coins: row.Coins,
    KD: row.KD,
    KDDaily: row.KDDaily,
    WorldBossMVPCount: row.WorldBossMVPCount,
    WorldBossDamageTotal: row.WorldBossDamageTotal,
    RebirthCount: row.RebirthCount,
    RebirthMonthlyCount: row.RebirthMonthlyCount,
    Role: row.Role,
    VipUntil: row.VipUntil ? iso(row.VipUntil) : null,
    IsVip: isVip(row.Role, row.VipUntil),
    DateCreated: iso(row.DateCreated),
    map: row.mapId !== null && row.mapName !== null ? { id: row.mapId, Name: row.mapName } : null,
    guild: guild ? { ...guild, RankName: row.RankName ?? '' } : null,
    title,
    titles: ownedTitles,
    badges: ownedBadges.map((b) => ({ ...b, DateCreated: iso(b.DateCreated) })),
    preview,
  };
}
