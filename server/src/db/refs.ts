import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GuildRef, ItemRef, PlayerRef } from '@contract/types/entities';
import { items, itemTypes, users, type guilds } from './schema/index';

// Select fragments for the references embedded in many answers (an item, a player), named once.
// Drizzle nests selections one level deep, so an item's type is selected flat and put back by toItemRef.

/** Columns of an item reference; the query joins items (see itemTypeJoin) with item_types. */
export const itemRefColumns = {
  itemId: items.id,
  itemName: items.Name,
  itemIcon: items.Icon,
  itemRarityID: items.RarityID,
  typeName: itemTypes.Name,
  typeNameCustom: itemTypes.NameCustom,
  typeEquipSpot: itemTypes.EquipSpot,
};

export interface ItemRefRow {
  itemId: number;
  itemName: string;
  itemIcon: string;
  itemRarityID: number;
  typeName: string;
  typeNameCustom: string | null;
  typeEquipSpot: string | null;
}

export const toItemRef = (r: ItemRefRow): ItemRef => ({
  id: r.itemId,
  Name: r.itemName,
  Icon: r.itemIcon,
  RarityID: r.itemRarityID,
  type: { Name: r.typeName, NameCustom: r.typeNameCustom, EquipSpot: r.typeEquipSpot },
});

/** The join condition of item_types onto items. */
export const itemTypeJoin = eq(itemTypes.id, items.TypeItemID);

// The public part of a player (and of a guild) as embedded in other answers. Selecting these columns
// explicitly keeps private ones (Email, PasswordHash, ...) out of every answer by construction.

type PlayerColumns = Pick<typeof users, 'id' | 'Username' | 'ColorName' | 'ProfileVersion' | 'ProviderID'>;
type GuildColumns = Pick<typeof guilds, 'id' | 'Name' | 'Color' | 'ProfileVersion'>;

/** Works on the users table and on aliases of it (owner, friend, creator ...). */
export const playerRefColumns = <T extends { [K in keyof PlayerColumns]: AnyPgColumn }>(u: T) => ({
  id: u.id as T['id'],
  Username: u.Username as T['Username'],
  ColorName: u.ColorName as T['ColorName'],
  ProfileVersion: u.ProfileVersion as T['ProfileVersion'],
  ProviderID: u.ProviderID as T['ProviderID'],
});

export const guildRefColumns = <T extends { [K in keyof GuildColumns]: AnyPgColumn }>(g: T) => ({
  id: g.id as T['id'],
  Name: g.Name as T['Name'],
  Color: g.Color as T['Color'],
  ProfileVersion: g.ProfileVersion as T['ProfileVersion'],
});

/** ProviderID is present only when the player has an external picture (docs/product-rules.md#entities-and-fields). */
export function toPlayerRef(row: { id: number; Username: string; ColorName: string; ProfileVersion: number; ProviderID: string | null }): PlayerRef {
  const { ProviderID, ...rest } = row;
  return ProviderID ? { ...rest, ProviderID } : rest;
}

/** A left-joined player comes back with every column null when absent. */
export function toPlayerRefOrNull(row: {
  id: number | null;
  Username: string | null;
  ColorName: string | null;
  ProfileVersion: number | null;
  ProviderID: string | null;
}): PlayerRef | null {
  if (row.id === null || row.Username === null) return null;
  return toPlayerRef({
    id: row.id,
    Username: row.Username,
    ColorName: row.ColorName ?? '#ffffff',
    ProfileVersion: row.ProfileVersion ?? 0,
    ProviderID: row.ProviderID,
  });
}

export function toGuildRefOrNull(row: { id: number | null; Name: string | null; Color: string | null; ProfileVersion: number | null }): GuildRef | null {
  if (row.id === null || row.Name === null) return null;
  return { id: row.id, Name: row.Name, Color: row.Color ?? '#ffffff', ProfileVersion: row.ProfileVersion ?? 0 };
}

/** The figures the rankings rank players by (a profile and a ranking row show the same ones). */
export const playerStatsColumns = {
  KD: users.KD,
  KDDaily: users.KDDaily,
  WorldBossMVPCount: users.WorldBossMVPCount,
  WorldBossDamageTotal: users.WorldBossDamageTotal,
  RebirthCount: users.RebirthCount,
  RebirthMonthlyCount: users.RebirthMonthlyCount,
};

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
