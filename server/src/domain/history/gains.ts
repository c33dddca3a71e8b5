import { sql } from 'drizzle-orm';
import { GAINS_MAX_DAYS, type GainsPeriod } from '@contract/types/history';
import type { Db } from '../../db/client';
import { InvalidFields } from '../errors';
import { rowsOf } from '../../db/rows';
import { utcDay } from './snapshot';

// Gains rankings: who grew a figure most over a period. Each history row keeps
// what changed since the player's previous row (gain_*), so a period's gain is the sum of the rows
// inside it. Players with no row in the period gained nothing and are not listed; a player hidden
// from the rankings keeps the row's position and gain, shown as "hidden player".
// - day, week and month are STORED (db/schema/history.ts player_gains): computed once per snapshot
//   (storeGains, from takeSnapshot and the seed), so a page, a deep page and the reversed sort are a
//   range of stored positions, and a name search probes the stored rows of the matching names.
// - custom from-to (at most GAINS_MAX_DAYS days) is stored the same way on its first reading and
//   kept until the next snapshot (gains-store.ts readCustomGainsPage).

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
