import { sql, type SQL } from 'drizzle-orm';
import type { GainsAnswer, GainsFigure, GainsWho } from '@contract/types/history';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { gainsHidden, gainsPageRows, nameSearched, type PageRow } from './gains-rows';

// The definition of a gains ranking, computed from player_history on every call: what the stored
// lists (gains-store.ts) must answer, page for page. Tests only.

const GAIN_COLUMN: Record<GainsFigure, SQL> = {
  experience: sql.raw('h.gain_experience'),
  kd: sql.raw('h.gain_kd'),
  boss: sql.raw('h.gain_boss_damage'),
  rebirths: sql.raw('h.gain_rebirths'),
};

// The rankings' staff and VIP filters (domain/ranking/categories.ts), on the users row `u`.
const WHO: Record<GainsWho, SQL> = {
  players: sql.raw(`u.deleted_at is null and u.role <> 'staff'`),
  vip: sql.raw(`u.deleted_at is null and u.role <> 'staff' and (u.role = 'vip' or u.vip_until > now())`),
  staff: sql.raw(`u.deleted_at is null and u.role = 'staff'`),
};

interface GainsRequest {
  figure: GainsFigure;
  who: GainsWho;
  from: string;
  to: string;
  draw: number;
  start: number;
  length: number;
  search: string;
  /** Best first (Position ascending, Gain descending) or the reverse. */
  reverse: boolean;
}

/** One page of a gains ranking, positions counted over everyone the filter keeps. */
export async function computedGainsPage(db: Db, req: GainsRequest): Promise<GainsAnswer> {
  const ranked = sql`
    with g as (
      select h.user_id, sum(${GAIN_COLUMN[req.figure]}) as gain
      from player_history h
      where h.day between ${req.from}::date and ${req.to}::date
      group by h.user_id
    ),
    r as (
      select g.user_id, g.gain, row_number() over (order by g.gain desc, g.user_id) as pos
      from g join users u on u.id = g.user_id
      where g.gain > 0 and ${WHO[req.who]}
    )`;
  const searched = req.search ? sql`and ${nameSearched(req.search)}` : sql``;
  const [{ total, filtered }] = await rowsOf<{ total: number; filtered: number }>(
    db,
    sql`${ranked} select count(*)::int as total, count(*) filter (where true ${searched})::int as filtered from r join users u on u.id = r.user_id`,
  );
  const dir = sql.raw(req.reverse ? 'desc' : 'asc');
  const rows = await rowsOf<PageRow>(
    db,
    sql`${ranked}
      select r.pos, r.gain, u.id, u.username, u.color_name, u.profile_version, u.provider_id, u.country_code, u.level, u.level_max,
             gg.id as guild_id, gg.name as guild_name, gg.color as guild_color, gg.profile_version as guild_version,
             ${gainsHidden(sql.raw('u.id'))} as hidden
      from r join users u on u.id = r.user_id
      left join guild_members gm on gm.user_id = u.id
      left join guilds gg on gg.id = gm.guild_id
      where true ${searched}
      order by r.pos ${dir}
      limit ${req.length} offset ${req.start}`,
  );
  return { draw: req.draw, recordsTotal: Number(total), recordsFiltered: Number(filtered), data: gainsPageRows(req.figure, rows), from: req.from, to: req.to };
}
