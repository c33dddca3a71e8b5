import { eq, sql, type SQL } from 'drizzle-orm';
import type { GainsAnswer, GainsFigure, GainsWho } from '@contract/types/history';
import type { Db } from '../../db/client';
import { playerGainsPeriods } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { gainsHidden, gainsPageRows, nameSearched, type PageRow } from './gains-rows';

// The stored gains rankings (layout in db/schema/history.ts player_gains). The fixed
// periods are stored at snapshot time (storeGains, and after the seed), a custom period on its first
// reading: one pass over the period's history rows, all figures at once. A page reads positions lo..hi of one
// (period, figure, staff) slice of the primary key, or of the VIP index; a name search joins the
// matching names (trigram index on users.username) with the stored rows by (period, figure, user_id).

export type StoredPeriod = 'day' | 'week' | 'month';
const STORED_PERIOD_DAYS: Record<StoredPeriod, number> = { day: 1, week: 7, month: 30 };

const isoDay = (day: string, plus: number) => new Date(Date.parse(`${day}T00:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

/** The first and last day of a stored period ending on `day`. */
const storedRange = (period: StoredPeriod, day: string) => ({ from: isoDay(day, 1 - STORED_PERIOD_DAYS[period]), to: day });

/** Custom periods kept stored at once (each as many rows as a month): the oldest go first. */
export const CUSTOM_PERIODS_KEPT = 8;
const customKey = (from: string, to: string) => `custom:${from}:${to}`;

/**
 * Stores the gains of the days from..to under `key`, every figure at once, replacing what was there.
 * Run inside a transaction, so readers see the old list or the new one.
 */
async function storeRange(db: Db, key: string, day: string, from: string, to: string): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  await db.execute(sql`delete from player_gains where period = ${key}`);
  const inserted = await rowsOf<{ n: number }>(
    db,
    sql`
    with g as (
      select h.user_id, sum(h.gain_experience)::float8 as experience, sum(h.gain_kd)::float8 as kd,
             sum(h.gain_boss_damage)::float8 as boss, sum(h.gain_rebirths)::float8 as rebirths
      from player_history h
      where h.day between ${from}::date and ${to}::date
      group by h.user_id
    ),
    f as (
      select g.user_id, x.figure, x.gain, u.role = 'staff' as staff, (u.role <> 'staff' and (u.role = 'vip' or u.vip_until > now())) as vip
      from g
      join users u on u.id = g.user_id and u.deleted_at is null
      cross join lateral (values ('experience', g.experience), ('kd', g.kd), ('boss', g.boss), ('rebirths', g.rebirths)) as x(figure, gain)
      where x.gain > 0
    ),
    ins as (
      insert into player_gains (period, figure, staff, pos, user_id, gain, vip_pos)
      select ${key}, f.figure, f.staff, row_number() over (partition by f.figure, f.staff order by f.gain desc, f.user_id), f.user_id, f.gain,
             case when f.vip then row_number() over (partition by f.figure, f.vip order by f.gain desc, f.user_id) end
      from f
      returning 1
    )
    select count(*)::int as n from ins`,
  );
  const rows = Number(inserted[0].n);
  const ms = Math.round(performance.now() - started);
  const record = { Day: day, From: from, To: to, Rows: rows, DurationMs: ms, ComputedAt: new Date() };
  await db
    .insert(playerGainsPeriods)
    .values({ Period: key, ...record })
    .onConflictDoUpdate({ target: playerGainsPeriods.Period, set: record });
  return { rows, ms };
}

/**
 * Replaces the stored gains of every fixed period with those ending on `day` (the snapshot's day),
 * and drops the stored custom periods (a new day may change them; the next reader stores them again).
 * Run inside the snapshot's transaction, so readers see the old lists or the new ones.
 */
export async function storeGains(db: Db, day: string): Promise<{ period: StoredPeriod; rows: number; ms: number }[]> {
  await db.execute(sql`delete from player_gains where period like 'custom:%'`);
  await db.execute(sql`delete from player_gains_periods where period like 'custom:%'`);
  const out: { period: StoredPeriod; rows: number; ms: number }[] = [];
  for (const period of Object.keys(STORED_PERIOD_DAYS) as StoredPeriod[]) {
    const { from, to } = storedRange(period, day);
    out.push({ period, ...(await storeRange(db, period, day, from, to)) });
  }
  return out;
}

/** Stores under one process at a time what `stale` says is missing (the others wait, then find it). */
async function storeOnce(db: Db, key: string, latestDay: string, store: (tx: Db) => Promise<unknown>): Promise<void> {
  const isCurrent = async (d: Db) => {
    const [have] = await d.select({ Day: playerGainsPeriods.Day }).from(playerGainsPeriods).where(eq(playerGainsPeriods.Period, key)).limit(1);
    return !!have && have.Day >= latestDay;
  };
  if (await isCurrent(db)) return;
  await db.transaction(async (tx) => {
    // One process stores; the others wait for its rows (PostgreSQL); PGlite has one connection anyway.
    await tx.execute(sql`select pg_advisory_xact_lock(173017)`);
    if (!(await isCurrent(tx))) await store(tx);
  });
}

/**
 * The stored period's days, storing it first when it is not of `latestDay` (a database that had
 * history before the stored layout existed, or a snapshot taken by an older process).
 */
async function currentRange(db: Db, period: StoredPeriod, latestDay: string): Promise<{ from: string; to: string }> {
  await storeOnce(db, period, latestDay, (tx) => storeGains(tx, latestDay));
  return storedRange(period, latestDay);
}

/**
 * A custom period is stored on its first reading, like the fixed ones, and kept until the next
 * snapshot or until CUSTOM_PERIODS_KEPT newer ones push it out: the first reader pays one pass over
 * the period's history rows, every later page, sort, filter and search is an index read.
 */
async function storeCustom(db: Db, latestDay: string, from: string, to: string): Promise<string> {
  const key = customKey(from, to);
  await storeOnce(db, key, latestDay, async (tx) => {
    await storeRange(tx, key, latestDay, from, to);
    const old = await rowsOf<{ period: string }>(
      tx,
      sql`select period from player_gains_periods where period like 'custom:%' order by computed_at desc offset ${CUSTOM_PERIODS_KEPT}`,
    );
    for (const { period } of old) {
      await tx.execute(sql`delete from player_gains where period = ${period}`);
      await tx.execute(sql`delete from player_gains_periods where period = ${period}`);
    }
  });
  return key;
}

export interface StoredGainsRequest {
  figure: GainsFigure;
  who: GainsWho;
  draw: number;
  start: number;
  length: number;
  search: string;
  /** Best first (Position ascending, Gain descending) or the reverse. */
  reverse: boolean;
}

/** One page of a fixed period's stored gains ranking: index reads only. */
export async function readStoredGainsPage(db: Db, latestDay: string, req: StoredGainsRequest & { period: StoredPeriod }): Promise<GainsAnswer> {
  return readPage(db, req.period, await currentRange(db, req.period, latestDay), req);
}

/** One page of a custom period's gains ranking: stored on its first reading, then index reads. */
export async function readCustomGainsPage(db: Db, latestDay: string, req: StoredGainsRequest & { from: string; to: string }): Promise<GainsAnswer> {
  const key = await storeCustom(db, latestDay, req.from, req.to);
  return readPage(db, key, { from: req.from, to: req.to }, req);
}

async function readPage(db: Db, key: string, { from, to }: { from: string; to: string }, req: StoredGainsRequest): Promise<GainsAnswer> {
  const vip = req.who === 'vip';
  const pos = sql.raw(vip ? 'g.vip_pos' : 'g.pos');
  const slice = vip
    ? sql`g.period = ${key} and g.figure = ${req.figure} and g.vip_pos is not null`
    : sql`g.period = ${key} and g.figure = ${req.figure} and g.staff = ${req.who === 'staff'}`;
  const [{ total }] = await rowsOf<{ total: number | null }>(db, sql`select max(${pos})::int as total from player_gains g where ${slice}`);
  const recordsTotal = Number(total ?? 0);
  // Whoever deleted the account since the rows were made is left out at once; a player hidden from the
  // rankings keeps the position, shown as "hidden player", from the moment they chose it.
  const still = sql`u.deleted_at is null`;
  const dir = sql.raw(req.reverse ? 'desc' : 'asc');
  let page: SQL;
  let recordsFiltered = recordsTotal;
  if (req.search) {
    const named = nameSearched(req.search);
    const [{ n }] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from player_gains g join users u on u.id = g.user_id where ${slice} and ${named} and ${still}`,
    );
    recordsFiltered = Number(n);
    page = sql`select ${pos} as pos, g.gain, g.user_id from player_gains g join users u on u.id = g.user_id
               where ${slice} and ${named} and ${still} order by ${pos} ${dir} limit ${req.length} offset ${req.start}`;
  } else {
    if (req.start >= recordsTotal) return { draw: req.draw, recordsTotal, recordsFiltered, data: [], from, to };
    const hi = req.reverse ? recordsTotal - req.start : Math.min(recordsTotal, req.start + req.length);
    const lo = req.reverse ? Math.max(1, hi - req.length + 1) : req.start + 1;
    page = sql`select ${pos} as pos, g.gain, g.user_id from player_gains g where ${slice} and ${pos} between ${lo} and ${hi} order by ${pos} ${dir}`;
  }
  const rows = await rowsOf<PageRow>(
    db,
    sql`with p as (${page})
      select p.pos, p.gain, u.id, u.username, u.color_name, u.profile_version, u.provider_id, u.country_code, u.level, u.level_max,
             gg.id as guild_id, gg.name as guild_name, gg.color as guild_color, gg.profile_version as guild_version,
             ${gainsHidden(sql.raw('u.id'))} as hidden
      from p join users u on u.id = p.user_id
      left join guild_members gm on gm.user_id = u.id
      left join guilds gg on gg.id = gm.guild_id
      where ${still}
      order by p.pos ${dir}`,
  );
  return { draw: req.draw, recordsTotal, recordsFiltered, data: gainsPageRows(req.figure, rows), from, to };
}
