import { eq, inArray, sql } from 'drizzle-orm';
import type { CharacterSearchAnswer, SearchCharacter, SearchGuild } from '@contract/types/search';
import type { Db } from '../../db/client';
import { guildMembers, guilds, users } from '../../db/schema/index';
import { guildRefColumns, playerRefColumns, toPlayerRef } from '../../db/refs';
import { hiddenBy } from '../account/privacy';
import { OFFLINE } from '../online/online';
import { bestMatchIds, type MatchSource } from './best-matches';

// Character search: characters and guilds whose name contains the term, best match
// first (best-matches.ts: exact name, then names starting with the term, then the rest; higher level
// first within each), read without sorting every match of a million players.

/** The columns a found character is read with (search, typeahead and the /search table). */
export const searchCharacterColumns = () => ({
  ...playerRefColumns(users),
  Level: users.Level,
  LevelMax: users.LevelMax,
  // A player hidden from the online list shows as offline here too.
  CurrentServer: sql<string>`case when ${hiddenBy('online', users.id)} then ${OFFLINE} else ${users.CurrentServer} end`,
});

const selectFound = (db: Db) => db.select(searchCharacterColumns()).from(users);
type FoundCharacter = Awaited<ReturnType<typeof selectFound>>[number];

/** Found characters as the contract names them, each with the guild they are in (one query for all). */
export async function withGuilds(db: Db, found: FoundCharacter[]): Promise<SearchCharacter[]> {
  const ids = found.map((r) => r.id);
  const memberships = ids.length
    ? await db
        .select({ UserID: guildMembers.UserID, ...guildRefColumns(guilds) })
        .from(guildMembers)
        .innerJoin(guilds, eq(guilds.id, guildMembers.GuildID))
        .where(inArray(guildMembers.UserID, ids))
    : [];
  const guildOf = new Map(memberships.map(({ UserID, ...g }) => [UserID, g]));
  return found.map(({ Level, LevelMax, CurrentServer, ...ref }) => ({
    ...toPlayerRef(ref),
    Level,
    LevelMax,
    CurrentServer,
    guild: guildOf.get(ref.id) ?? null,
  }));
}

export const characterSource: MatchSource = {
  table: sql`users r`,
  listed: sql`r.deleted_at is null`,
  // Never a player who chose to stay out of name searches.
  visible: sql`not ${hiddenBy('search', sql.raw('r.id'))}`,
  name: sql`r.username`,
};
export const guildSource: MatchSource = { table: sql`guilds r`, listed: sql`true`, visible: sql`true`, name: sql`r.name` };

/** Rows of `ids` in that order. */
const inOrder = <T extends { id: number }>(ids: number[], rows: T[]) => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

async function foundCharacters(db: Db, term: string, limit: number): Promise<SearchCharacter[]> {
  const ids = await bestMatchIds(db, characterSource, term, limit);
  const found = ids.length ? await selectFound(db).where(inArray(users.id, ids)) : [];
  return withGuilds(db, inOrder(ids, found));
}

async function foundGuilds(db: Db, term: string, limit: number): Promise<SearchGuild[]> {
  const ids = await bestMatchIds(db, guildSource, term, limit);
  if (!ids.length) return [];
  const members = sql<number>`(select count(*)::int from ${guildMembers} where ${guildMembers.GuildID} = ${guilds.id})`;
  const rows = await db
    .select({ ...guildRefColumns(guilds), Level: guilds.Level, Members: members })
    .from(guilds)
    .where(inArray(guilds.id, ids));
  return inOrder(ids, rows).map((g) => ({ ...g, Members: Number(g.Members) }));
}

export async function searchCharacters(db: Db, term: string, limit: number): Promise<CharacterSearchAnswer> {
  // Side by side: on PostgreSQL two connections of the pool (PGlite runs them one after the other).
  const [characters, foundGuildList] = await Promise.all([foundCharacters(db, term, limit), foundGuilds(db, term, limit)]);
  return { q: term, characters, guilds: foundGuildList };
}
