import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GUILD_PREVIEW_LIMIT, type GuildPreview, type GuildProfile } from '@contract/types/guild';
import type { Db } from '../../db/client';
import { guildAlliances, guildMembers, guilds, maps, users } from '../../db/schema/index';
import { equippedAssets } from '../character/preview';
import { loadPrivacy } from '../account/privacy';
import { iso, playerRefColumns, toPlayerRef, toPlayerRefOrNull } from '../../db/refs';

const owner = alias(users, 'owner');

/** The top members shown as previews: leader and officers first, then by level (docs/product-rules.md#constants-and-limits: at most 5). */
async function memberPreviews(db: Db, guildId: number): Promise<GuildPreview[]> {
  const members = await db
    .select({ ...playerRefColumns(users), RankName: guildMembers.RankName, Level: users.Level })
    .from(guildMembers)
    .innerJoin(users, eq(users.id, guildMembers.UserID))
    .where(and(eq(guildMembers.GuildID, guildId), isNull(users.DeletedAt)))
    .orderBy(asc(guildMembers.RankOrder), desc(users.Level), asc(guildMembers.DateJoined), asc(users.id))
    .limit(GUILD_PREVIEW_LIMIT);
  const assets = await equippedAssets(
    db,
    members.map((m) => m.id),
  );
  // Equipped items are part of the inventory: a member who keeps it from visitors shows none here.
  const kept = new Set((await Promise.all(members.map(async (m) => ((await loadPrivacy(db, m.id)).inventory === 'public' ? [] : [m.id])))).flat());
  return members.map((m) => ({
    user: toPlayerRef(m),
    RankName: m.RankName,
    Level: m.Level,
    preview: kept.has(m.id) ? [] : (assets.get(m.id) ?? []),
  }));
}

export async function loadGuildProfile(db: Db, id: number): Promise<GuildProfile | null> {
  const [row] = await db
    .select({
      id: guilds.id,
      Name: guilds.Name,
      Color: guilds.Color,
      Level: guilds.Level,
      ProfileVersion: guilds.ProfileVersion,
      RW: guilds.RW,
      WL: guilds.WL,
      KD: guilds.KD,
      DateCreated: guilds.DateCreated,
      ownerId: owner.id,
      ownerName: owner.Username,
      ownerColor: owner.ColorName,
      ownerVersion: owner.ProfileVersion,
      ownerProvider: owner.ProviderID,
      mapId: maps.id,
      mapName: maps.Name,
    })
    .from(guilds)
    .leftJoin(owner, eq(owner.id, guilds.OwnerID))
    .leftJoin(maps, eq(maps.id, guilds.MapID))
    .where(eq(guilds.id, id))
    .limit(1);
  if (!row) return null;
  const [{ members }] = await db.select({ members: count() }).from(guildMembers).where(eq(guildMembers.GuildID, id));
  const [{ alliances }] = await db.select({ alliances: count() }).from(guildAlliances).where(eq(guildAlliances.GuildID, id));
  const { ownerId, ownerName, ownerColor, ownerVersion, ownerProvider, mapId, mapName, DateCreated, ...guild } = row;
  return {
    ...guild,
    DateCreated: iso(DateCreated),
    owner: toPlayerRefOrNull({ id: ownerId, Username: ownerName, ColorName: ownerColor, ProfileVersion: ownerVersion, ProviderID: ownerProvider }),
    map: mapId !== null && mapName !== null ? { id: mapId, Name: mapName } : null,
    previews: await memberPreviews(db, id),
    memberCount: members,
    allianceCount: alliances,
  };
}
