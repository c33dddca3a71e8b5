import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { GainsFigure, GainsRow } from '@contract/types/history';
import { toGuildRefOrNull, toPlayerRef } from '../../db/refs';
import { hiddenBy, historyNotPublic } from '../account/privacy';

// What a gains ranking row is made of, for the computed (gains.ts) and the stored (gains-store.ts) lists.

export interface PageRow {
  pos: string | number;
  gain: string | number;
  id: number;
  username: string;
  color_name: string;
  profile_version: number;
  provider_id: string | null;
  country_code: string;
  level: number;
  level_max: number;
  guild_id: number | null;
  guild_name: string | null;
  guild_color: string | null;
  guild_version: number | null;
  /** gainsHidden: hidden from the rankings, or a progress history that is not public. */
  hidden: boolean;
}

/**
 * A name search of a gains list, on the users row `u`: never a player hidden from search or from the
 * rankings, nor one whose progress history is not public (a search would read their gain for any
 * period): their rows show no name to match.
 */
export const nameSearched = (search: string): SQL =>
  sql`u.username ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} and not ${hiddenBy('search', sql.raw('u.id'))} and not ${gainsHidden(sql.raw('u.id'))}`;

/** SQL: the row of player `userId` in a gains list shows no name, guild nor figures. */
export const gainsHidden = (userId: SQLWrapper): SQL => sql`(${hiddenBy('rankings', userId)} or ${historyNotPublic(userId)})`;

export function gainsPageRows(figure: GainsFigure, rows: PageRow[]): GainsRow[] {
  return rows.map((r) => ({
    Position: Number(r.pos),
    // A hidden row keeps only its position: exact figures would name the player again when matched
    // against public profiles (0 stands for "not shown").
    ...(r.hidden
      ? { user: null, hidden: true, guild: null, Level: 0, LevelMax: 0, Gain: 0 }
      : {
          user: {
            ...toPlayerRef({ id: r.id, Username: r.username, ColorName: r.color_name, ProfileVersion: r.profile_version, ProviderID: r.provider_id }),
            CountryCode: r.country_code,
          },
          guild: toGuildRefOrNull({ id: r.guild_id, Name: r.guild_name, Color: r.guild_color, ProfileVersion: r.guild_version }),
          Level: r.level,
          LevelMax: r.level_max,
          Gain: figure === 'kd' ? Math.round(Number(r.gain) * 1000) / 1000 : Number(r.gain),
        }),
  }));
}
