import { sql, type SQL } from 'drizzle-orm';
import { GAINS_MAX_DAYS, type GainsAnswer, type GainsFigure, type GainsPeriod, type GainsWho } from '@contract/types/history';
import type { Db } from '../../db/client';
import { InvalidFields } from '../errors';
import { hiddenBy } from '../account/privacy';
import { rowsOf } from '../../db/rows';
import { gainsPageRows, nameSearched, type PageRow } from './gains-rows';
import { utcDay } from './snapshot';

// Gains rankings (issue 17 part 4): who grew a figure most over a period. Each history row keeps
// what changed since the player's previous row (gain_*), so a period's gain is the sum of the rows
// inside it. Players with no row in the period gained nothing and are not listed; a player hidden
// from the rankings (issue 18) keeps the row's position and gain, shown as "hidden player".
// - day, week and month are STORED (db/schema/history.ts player_gains): computed once per snapshot
//   (storeGains, from takeSnapshot and the seed), so a page, a deep page and the reversed sort are a
//   range of stored positions, and a name search probes the stored rows of the matching names.
// - custom from-to is COMPUTED per request: one range over player_history's day index grouped by
//   player, bounded by GAINS_MAX_DAYS days (its cost grows with the rows of the period).

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const validDay = (v: string | undefined): v is string => !!v && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && addDays(v, 0) === v;

/** The latest snapshot day (today when none was taken yet). */
export async function latestSnapshotDay(db: Db): Promise<string> {
  const rows = await rowsOf<{ day: string | null }>(db, sql`select max(day)::text as day from history_days`);
  return rows[0]?.day ?? utcDay();
}

/** The period's first and last day (inclusive); a custom period's fields are checked here (422). */
export async function resolvePeriod(db: Db, period: GainsPeriod, fields: { from?: string; to?: string }): Promise<{ from: string; to: string }> {
  if (period === 'custom') {
    const errors: Record<string, string[]> = {};
    if (!fields.from) errors.from = ['The from field is required.'];
    else if (!validDay(fields.from)) errors.from = ['The from field must be a date (YYYY-MM-DD).'];
    if (!fields.to) errors.to = ['The to field is required.'];
    else if (!validDay(fields.to)) errors.to = ['The to field must be a date (YYYY-MM-DD).'];
    if (!errors.from && !errors.to) {
      if (fields.to! < fields.from!) errors.to = ['The to field must be a date after or equal to from.'];
      else if (addDays(fields.from!, GAINS_MAX_DAYS - 1) < fields.to!) errors.to = [`The period must not be longer than ${GAINS_MAX_DAYS} days.`];
    }
    if (Object.keys(errors).length) throw new InvalidFields(errors);
    return { from: fields.from!, to: fields.to! };
  }
  const to = await latestSnapshotDay(db);
  const days = { day: 1, week: 7, month: 30 }[period];
  return { from: addDays(to, 1 - days), to };
}

export interface GainsRequest {
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

/** One page of a gains ranking, positions counted over everyone the filter keeps (custom periods: computed). */
export async function readGainsPage(db: Db, req: GainsRequest): Promise<GainsAnswer> {
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
             ${hiddenBy('rankings', sql.raw('u.id'))} as hidden
      from r join users u on u.id = r.user_id
      left join guild_members gm on gm.user_id = u.id
      left join guilds gg on gg.id = gm.guild_id
      where true ${searched}
      order by r.pos ${dir}
      limit ${req.length} offset ${req.start}`,
  );
  return { draw: req.draw, recordsTotal: Number(total), recordsFiltered: Number(filtered), data: gainsPageRows(req.figure, rows), from: req.from, to: req.to };
}
