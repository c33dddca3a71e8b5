import { sql, type SQL } from 'drizzle-orm';
import type { GainsFigure, GainsRow } from '@contract/types/history';
import { toGuildRefOrNull, toPlayerRef } from '../../db/refs';
import { hiddenBy } from '../account/privacy';

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
  /** Issue 18: the player chose to be hidden from rankings. */
  hidden: boolean;
}

/**
 * A name search of a gains list, on the users row `u`: never a player hidden from search or from the
 * rankings (issue 18), whose row shows no name to match.
 */
export const nameSearched = (search: string): SQL =>
  sql`u.username ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} and not ${hiddenBy('search', sql.raw('u.id'))} and not ${hiddenBy('rankings', sql.raw('u.id'))}`;

export function gainsPageRows(figure: GainsFigure, rows: PageRow[]): GainsRow[] {
  return rows.map((r) => ({
    Position: Number(r.pos),
    // Issue 18: a hidden player's row keeps its position and gain, without name or guild.
    ...(r.hidden
      ? { user: null, hidden: true, guild: null }
      : {
          user: {
            ...toPlayerRef({ id: r.id, Username: r.username, ColorName: r.color_name, ProfileVersion: r.profile_version, ProviderID: r.provider_id }),
            CountryCode: r.country_code,
          },
          guild: toGuildRefOrNull({ id: r.guild_id, Name: r.guild_name, Color: r.guild_color, ProfileVersion: r.guild_version }),
        }),
    Level: r.level,
    LevelMax: r.level_max,
    Gain: figure === 'kd' ? Math.round(Number(r.gain) * 1000) / 1000 : Number(r.gain),
  }));
}
