import { and, asc, count, desc, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { SearchCharacter, SearchGuild } from '@contract/types/search';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { Db } from '../../db/client';
import { guildMembers, guilds, users } from '../../db/schema/index';
import { guildRefColumns } from '../../db/refs';
import { hiddenBy } from '../account/privacy';
import { likeEscape } from './best-matches';
import { searchCharacterColumns, withGuilds } from './characters';

// The /search page's two server tables: characters and guilds whose name contains
// the term, in the DataTables protocol. Same matching as the typeahead (characters.ts): the trigram
// indexes on users.username and guilds.name find the matches; a page sorts only those. Players who
// chose to be hidden from search are not listed.

// Characters' rows carry `Username`; `Name` stays accepted for them as the site's own table sends it.
export type SearchSortColumn = 'Name' | 'Username' | 'Level';
export interface SearchTableRequest {
  draw: number;
  start: number;
  length: number;
  /** The table's own search box: narrows the q matches to names also containing it ('' for none). */
  search: string;
  /** null: best match first (exact name, then names starting with the term, then higher level). */
  order: { column: SearchSortColumn; dir: 'asc' | 'desc' } | null;
}

function matchOrder(
  name: SQL | typeof users.Username | typeof guilds.Name,
  level: typeof users.Level | typeof guilds.Level,
  term: string,
  req: SearchTableRequest,
) {
  const lowered = term.toLowerCase();
  if (!req.order) return [desc(sql`lower(${name}) = ${lowered}`), desc(sql`lower(${name}) like ${`${likeEscape(lowered)}%`}`), desc(level)];
  const by = req.order.dir === 'asc' ? asc : desc;
  return req.order.column === 'Level' ? [by(level), by(sql`lower(${name})`)] : [by(sql`lower(${name})`)];
}

export async function searchCharactersTable(db: Db, term: string, req: SearchTableRequest): Promise<DataTablesAnswer<SearchCharacter>> {
  const where = and(
    isNull(users.DeletedAt),
    sql`${users.Username} ilike ${`%${likeEscape(term)}%`}`,
    req.search ? sql`${users.Username} ilike ${`%${likeEscape(req.search)}%`}` : undefined,
    not(hiddenBy('search', users.id)),
  );
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  const found =
    n > req.start
      ? await db
          .select(searchCharacterColumns())
          .from(users)
          .where(where)
          .orderBy(...matchOrder(users.Username, users.Level, term, req), asc(users.id))
          .limit(req.length)
          .offset(req.start)
      : [];
  const data = await withGuilds(db, found);
  return { draw: req.draw, recordsTotal: n, recordsFiltered: n, data };
}

export async function searchGuildsTable(db: Db, term: string, req: SearchTableRequest): Promise<DataTablesAnswer<SearchGuild>> {
  const where = and(sql`${guilds.Name} ilike ${`%${likeEscape(term)}%`}`, req.search ? sql`${guilds.Name} ilike ${`%${likeEscape(req.search)}%`}` : undefined);
  const [{ n }] = await db.select({ n: count() }).from(guilds).where(where);
  const members = sql<number>`(select count(*)::int from ${guildMembers} where ${guildMembers.GuildID} = ${guilds.id})`;
  const rows =
    n > req.start
      ? await db
          .select({ ...guildRefColumns(guilds), Level: guilds.Level, Members: members })
          .from(guilds)
          .where(where)
          .orderBy(...matchOrder(guilds.Name, guilds.Level, term, req), asc(guilds.id))
          .limit(req.length)
          .offset(req.start)
      : [];
  return { draw: req.draw, recordsTotal: n, recordsFiltered: n, data: rows.map((g) => ({ ...g, Members: Number(g.Members) })) };
}
