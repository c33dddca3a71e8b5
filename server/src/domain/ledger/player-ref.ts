import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type PlayerRefSource = Record<'id' | 'Username' | 'ColorName' | 'ProfileVersion' | 'ProviderID', AnyPgColumn>;

/** The public columns of a player as embedded in answers (SPEC §3 user, PlayerRef); works on aliases of users. */
export const playerRefColumns = <T extends PlayerRefSource>(t: T) => ({
  id: t.id as T['id'],
  Username: t.Username as T['Username'],
  ColorName: t.ColorName as T['ColorName'],
  ProfileVersion: t.ProfileVersion as T['ProfileVersion'],
  ProviderID: t.ProviderID as T['ProviderID'],
});
