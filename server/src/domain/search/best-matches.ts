import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The search's best matches: the exact name first, then names starting with the
// term, then names containing it; the highest level first within each (ties: the lowest id).
//
// Sorting every match is what a million players cannot afford: "ing" is in 50,000 names, and a
// trigram bitmap of them plus the sort took 340 ms on PGlite. So each tier is read the cheap way
// first: the WINDOW highest-level rows (the level index, in order) are filtered by the term, and when
// the window holds enough matches of a tier they ARE that tier's best (nothing outside the window has
// a higher level). Only a tier the window could not fill is read in full, through the prefix index or
// the trigram index, and such a tier is small by then (few matches among the top levels means few
// matches at all, in all but contrived worlds), so its sort is cheap.

/** How many of the highest levels are read first (a test narrows it to check the fallbacks). */
const WINDOW = 2000;

export interface MatchSource {
  /** The table, aliased `r`. */
  table: SQL;
  /** Rows that may be found at all (the level index's own condition), on `r`. */
  listed: SQL;
  /** Rows the searcher may see (privacy), on `r`. */
  visible: SQL;
  name: SQL;
}

/** The term as a LIKE pattern: its own % and _ and \ match themselves. */
export const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

type Tier = 0 | 1 | 2;
interface Hit {
  id: number;
  tier: Tier;
}

/** The ids of the best `limit` matches of `term`, best first. */
export async function bestMatchIds(db: Db, source: MatchSource, term: string, limit: number, window = WINDOW): Promise<number[]> {
  const lowered = term.toLowerCase();
  const prefix = `${likeEscape(lowered)}%`;
  const contains = `%${likeEscape(term)}%`;
  const { table, listed, visible, name } = source;
  // A tier's condition on a name column: the table's own, or the window's narrow copy `r.name`.
  const tierWhere = (tier: 1 | 2, column: SQL): SQL =>
    tier === 1
      ? sql`lower(${column}) like ${prefix} and lower(${column}) <> ${lowered}`
      : sql`${column} ilike ${contains} and not lower(${column}) like ${prefix}`;
  const windowName = sql.raw('r.name');
  const byLevel = sql`order by r.level desc nulls last, r.id`;

  // One statement: the exact name, and each tier's best among the window.
  const first = await rowsOf<Hit>(
    db,
    sql`with w as materialized (select r.id, ${name} as name, r.level from ${table} where ${listed} ${byLevel} limit ${window})
      (select r.id, 0 as tier from ${table} where lower(${name}) = ${lowered} and ${listed} and ${visible})
      union all
      (select r.id, 1 as tier from w r where ${tierWhere(1, windowName)} and ${visible} ${byLevel} limit ${limit})
      union all
      (select r.id, 2 as tier from w r where ${tierWhere(2, windowName)} and ${visible} ${byLevel} limit ${limit})`,
  );
  const found: number[] = first.filter((h) => Number(h.tier) === 0).map((h) => h.id);
  for (const tier of [1, 2] as const) {
    if (found.length >= limit) break;
    const want = limit - found.length;
    const inWindow = first.filter((h) => Number(h.tier) === tier).map((h) => h.id);
    // The window holds `want` of this tier: they are its best. Otherwise the whole tier, sorted.
    const ids =
      inWindow.length >= want
        ? inWindow
        : (
            await rowsOf<{ id: number }>(
              db,
              sql`select r.id from ${table} where ${tierWhere(tier, name)} and ${listed} and ${visible} ${byLevel} limit ${want}`,
            )
          ).map((h) => h.id);
    found.push(...ids.slice(0, want));
  }
  return found;
}
