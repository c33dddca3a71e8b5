import { and, desc, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { CharacterSearchAnswer, SearchCharacter, SearchGuild } from '@contract/types/search';
import type { Db } from '../../db/client';
import { guildMembers, guilds, users } from '../../db/schema/index';
import { guildRefColumns, playerRefColumns, toPlayerRef } from '../../db/refs';
import { hiddenBy } from '../account/privacy';

// Character search (issue 17 part 1): names containing the term, found through the trigram indexes
// on users.username and guilds.name (a term of three characters or more always has a trigram, so the
// index answers instead of a scan over a million players). The exact name comes first, then names
// starting with the term, then the rest; higher level first within each.

/** The term as a LIKE pattern: its own % and _ and \ match themselves. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns a found character is read with (search, typeahead and the /search table). */
export const searchCharacterColumns = () => ({ ...playerRefColumns(users), Level: users.Level, LevelMax: users.LevelMax, CurrentServer: users.CurrentServer });

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

export async function searchCharacters(db: Db, term: string, limit: number): Promise<CharacterSearchAnswer> {
  const lowered = term.toLowerCase();
  const contains = `%${likeEscape(term)}%`;
  const prefix = `${likeEscape(lowered)}%`;
  const found = await selectFound(db)
    // Issue 18: never a player who chose to stay out of name searches.
    .where(and(isNull(users.DeletedAt), sql`${users.Username} ilike ${contains}`, not(hiddenBy('search', users.id))))
    .orderBy(desc(sql`lower(${users.Username}) = ${lowered}`), desc(sql`lower(${users.Username}) like ${prefix}`), desc(users.Level), asc(users.id))
    .limit(limit);
  const characters = await withGuilds(db, found);

  const members = sql<number>`(select count(*)::int from ${guildMembers} where ${guildMembers.GuildID} = ${guilds.id})`;
  const guildRows: SearchGuild[] = await db
    .select({ ...guildRefColumns(guilds), Level: guilds.Level, Members: members })
    .from(guilds)
    .where(sql`${guilds.Name} ilike ${contains}`)
    .orderBy(desc(sql`lower(${guilds.Name}) = ${lowered}`), desc(sql`lower(${guilds.Name}) like ${prefix}`), desc(guilds.Level), asc(guilds.id))
    .limit(limit);
  return { q: term, characters, guilds: guildRows.map((g) => ({ ...g, Members: Number(g.Members) })) };
}
