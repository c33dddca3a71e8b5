import type { PlayerRef } from '@contract/types/entities';
import type { GuildRef } from '@contract/types/entities';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { guilds, users } from '../../db/schema/index';

// The public part of a player (and of a guild) as embedded in other answers. Selecting these columns
// explicitly keeps private ones (Email, PasswordHash, ...) out of every answer by construction.

type PlayerColumns = Pick<typeof users, 'id' | 'Username' | 'ColorName' | 'ProfileVersion' | 'ProviderID'>;
type GuildColumns = Pick<typeof guilds, 'id' | 'Name' | 'Color' | 'ProfileVersion'>;

/** Works on the users table and on aliases of it (owner, friend, ...). */
export const playerRefColumns = <T extends { [K in keyof PlayerColumns]: AnyPgColumn } >(u: T) => ({
  id: u.id,
  Username: u.Username,
  ColorName: u.ColorName,
  ProfileVersion: u.ProfileVersion,
  ProviderID: u.ProviderID,
});

export const guildRefColumns = <T extends { [K in keyof GuildColumns]: AnyPgColumn } >(g: T) => ({
  id: g.id,
  Name: g.Name,
  Color: g.Color,
  ProfileVersion: g.ProfileVersion,
});

/** ProviderID is present only when the player has an external picture (SPEC §3). */
export function toPlayerRef(row: { id: number; Username: string; ColorName: string; ProfileVersion: number; ProviderID: string | null }): PlayerRef {
  const { ProviderID, ...rest } = row;
  return ProviderID ? { ...rest, ProviderID } : rest;
}

/** A left-joined player comes back with every column null when absent. */
export function toPlayerRefOrNull(row: { id: number | null; Username: string | null; ColorName: string | null; ProfileVersion: number | null; ProviderID: string | null }): PlayerRef | null {
  if (row.id === null || row.Username === null) return null;
  return toPlayerRef({ id: row.id, Username: row.Username, ColorName: row.ColorName ?? '#ffffff', ProfileVersion: row.ProfileVersion ?? 0, ProviderID: row.ProviderID });
}

export function toGuildRefOrNull(row: { id: number | null; Name: string | null; Color: string | null; ProfileVersion: number | null }): GuildRef | null {
  if (row.id === null || row.Name === null) return null;
  return { id: row.id, Name: row.Name, Color: row.Color ?? '#ffffff', ProfileVersion: row.ProfileVersion ?? 0 };
}

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
