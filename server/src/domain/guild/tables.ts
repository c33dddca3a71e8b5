import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GuildAllianceRow, GuildLogRow, GuildMemberRow } from '@contract/types/guild';
import type { Db } from '../../db/client';
import { guildAlliances, guildLogs, guildMembers, guilds, users } from '../../db/schema/index';
import { countStar, type TableDefinition } from '../tables/table-query';
import { iso, playerRefColumns, toPlayerRef, toPlayerRefOrNull } from '../../db/refs';

// The three tabs of the guild page (docs/product-rules.md#http-contract): log, members and alliances, each a server-mode table
// of 10 rows a page (docs/product-rules.md#constants-and-limits). Column names are the `columns[i][data]` names the SPA sends.

// ---- log ----
export type LogColumn = 'Date' | 'user' | 'Details';
export const logTable: TableDefinition<LogColumn> = {
  sortable: { Date: guildLogs.Date, user: users.Username, Details: guildLogs.Details },
  defaultOrder: { column: 'Date', dir: 'desc' },
  searchable: [guildLogs.Details, users.Username],
  tiebreak: [guildLogs.id],
};

export function logSource(db: Db, guildId: number) {
  return {
    rows: db
      .select({
        id: guildLogs.id,
        Details: guildLogs.Details,
        Date: guildLogs.Date,
        userId: users.id,
        Username: users.Username,
        ColorName: users.ColorName,
        ProfileVersion: users.ProfileVersion,
        ProviderID: users.ProviderID,
      })
      .from(guildLogs)
      .leftJoin(users, eq(users.id, guildLogs.UserID))
      .$dynamic(),
    count: db.select({ n: countStar() }).from(guildLogs).leftJoin(users, eq(users.id, guildLogs.UserID)).$dynamic(),
    where: eq(guildLogs.GuildID, guildId),
  };
}

type LogSourceRow = Awaited<ReturnType<typeof logSource>['rows']>[number];
/** The player of a log entry may have left the game (user set null): the row stays, without a link. */
export const toLogRow = ({ id, Details, Date: date, userId, ...user }: LogSourceRow): GuildLogRow => ({
  id,
  user: toPlayerRefOrNull({ id: userId, ...user }),
  Details,
  Date: iso(date),
});

// ---- members ----
export type MemberColumn = 'user' | 'Name' | 'Level' | 'DateJoined';
export const memberTable: TableDefinition<MemberColumn> = {
  sortable: { user: users.Username, Name: guildMembers.RankOrder, Level: users.Level, DateJoined: guildMembers.DateJoined },
  defaultOrder: [
    { column: 'Name', dir: 'asc' },
    { column: 'Level', dir: 'desc' },
  ],
  searchable: [users.Username, guildMembers.RankName],
  tiebreak: [users.id],
};

export function memberSource(db: Db, guildId: number) {
  return {
    rows: db
      .select({
        ...playerRefColumns(users),
        Name: guildMembers.RankName,
        RankOrder: guildMembers.RankOrder,
        Level: users.Level,
        DateJoined: guildMembers.DateJoined,
      })
      .from(guildMembers)
      .innerJoin(users, eq(users.id, guildMembers.UserID))
      .$dynamic(),
    count: db.select({ n: countStar() }).from(guildMembers).innerJoin(users, eq(users.id, guildMembers.UserID)).$dynamic(),
    where: and(eq(guildMembers.GuildID, guildId), isNull(users.DeletedAt)),
  };
}

type MemberSourceRow = Awaited<ReturnType<typeof memberSource>['rows']>[number];
export const toMemberRow = (row: MemberSourceRow): GuildMemberRow => ({
  user: toPlayerRef(row),
  Username: row.Username,
  Name: row.Name,
  RankOrder: row.RankOrder,
  Level: row.Level,
  DateJoined: iso(row.DateJoined),
});

// ---- alliances ----
const ally = alias(guilds, 'ally');
export type AllianceColumn = 'guild' | 'Date';
export const allianceTable: TableDefinition<AllianceColumn> = {
  sortable: { guild: ally.Name, Date: guildAlliances.Date },
  defaultOrder: { column: 'Date', dir: 'desc' },
  searchable: [ally.Name],
  tiebreak: [ally.id],
};

export function allianceSource(db: Db, guildId: number) {
  return {
    rows: db
      .select({ id: ally.id, Name: ally.Name, Color: ally.Color, ProfileVersion: ally.ProfileVersion, Date: guildAlliances.Date })
      .from(guildAlliances)
      .innerJoin(ally, eq(ally.id, guildAlliances.AllyGuildID))
      .$dynamic(),
    count: db.select({ n: countStar() }).from(guildAlliances).innerJoin(ally, eq(ally.id, guildAlliances.AllyGuildID)).$dynamic(),
    where: eq(guildAlliances.GuildID, guildId),
  };
}

type AllianceSourceRow = Awaited<ReturnType<typeof allianceSource>['rows']>[number];
export const toAllianceRow = ({ Date: date, ...guild }: AllianceSourceRow): GuildAllianceRow => ({ guild, Date: iso(date) });
