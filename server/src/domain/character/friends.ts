import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FriendRow } from '@contract/types/character';
import type { Db } from '../../db/client';
import { friends, guildMembers, guilds, users } from '../../db/schema/index';
import { countStar, type TableDefinition, type TableSource } from '../tables/table-query';
import { iso, playerRefColumns, toGuildRefOrNull, toPlayerRef } from '../../db/refs';

// The friends tab (POST /api/ranking/friend/{characterId}): the character's friends ranked like a
// ranking, highest level first.

const friend = alias(users, 'friend');

export type FriendColumn = 'user' | 'guild' | 'Level' | 'DateCreated';

export const friendsTable: TableDefinition<FriendColumn> = {
  sortable: { user: friend.Username, guild: guilds.Name, Level: friend.Level, DateCreated: friends.DateCreated },
  defaultOrder: [
    { column: 'Level', dir: 'desc' },
    { column: 'user', dir: 'asc' },
  ],
  searchable: [friend.Username],
  tiebreak: [friend.id],
};

export function friendsSource(db: Db, characterId: number) {
  const rows = db
    .select({
      ...playerRefColumns(friend),
      Level: friend.Level,
      LevelMax: friend.LevelMax,
      CurrentServer: friend.CurrentServer,
      DateCreated: friends.DateCreated,
      guildId: guilds.id,
      guildName: guilds.Name,
      guildColor: guilds.Color,
      guildVersion: guilds.ProfileVersion,
    })
    .from(friends)
    .innerJoin(friend, eq(friend.id, friends.FriendID))
    .leftJoin(guildMembers, eq(guildMembers.UserID, friend.id))
    .leftJoin(guilds, eq(guilds.id, guildMembers.GuildID))
    .$dynamic();
  const count = db
    .select({ n: countStar() })
    .from(friends)
    .innerJoin(friend, eq(friend.id, friends.FriendID))
    .leftJoin(guildMembers, eq(guildMembers.UserID, friend.id))
    .leftJoin(guilds, eq(guilds.id, guildMembers.GuildID))
    .$dynamic();
  return { rows, count, where: and(eq(friends.UserID, characterId), isNull(friend.DeletedAt)) } satisfies TableSource<unknown>;
}

type SourceRow = Awaited<ReturnType<typeof friendsSource>['rows']>[number];

/** Positions count from the first row of the page, so page 2 of 10 starts at 11. */
export const toFriendRow =
  (start: number) =>
  (row: SourceRow, index: number): FriendRow => ({
    Position: start + index + 1,
    user: toPlayerRef(row),
    guild: toGuildRefOrNull({ id: row.guildId, Name: row.guildName, Color: row.guildColor, ProfileVersion: row.guildVersion }),
    Level: row.Level,
    LevelMax: row.LevelMax,
    CurrentServer: row.CurrentServer,
    DateCreated: iso(row.DateCreated),
  });
