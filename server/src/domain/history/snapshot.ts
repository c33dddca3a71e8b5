import { eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guildHistory, historyDays, playerHistory } from '../../db/schema/index';
import { storeGains } from './gains-store';
import { RANKING_CATEGORIES, rankingOrder, type RankingCategoryKey } from '../ranking/categories';

// Daily snapshots: see db/schema/history.ts for the layout. One snapshot is three
// set-based statements (players, guilds, the day's record), whatever the number of players: the
// positions come from one window pass per ranking, and a player gets a row only when a figure
// differs from the player's previous row (one index probe per player on (user_id, day)).

export interface SnapshotResult {
  day: string;
  players: number;
  changedPlayers: number;
  guilds: number;
  durationMs: number;
  /** Rows older than the retention that were deleted. */
  expired: number;
}

/** The UTC day of a date, YYYY-MM-DD. */
export const utcDay = (d: Date = new Date()) => d.toISOString().slice(0, 10);

/** The position in a ranking, or null for a row the ranking leaves out (staff, deleted). */
function position(key: RankingCategoryKey): SQL {
  const category = RANKING_CATEGORIES[key];
  return sql`case when ${category.where} then row_number() over (partition by (${category.where}) order by ${rankingOrder(category)}) end`;
}

/** Any fixed 64-bit number: the advisory lock snapshots take turns on. */
const SNAPSHOT_LOCK_KEY = 4_917_730_301;

/**
 * Takes the snapshot of `day` (today by default). Taking a day again replaces that day's rows, so the
 * staff trigger and a retried job are safe. Answers what it wrote.
 *
 * Snapshots take turns on an advisory lock (two at once deadlocked on the day's rows and collided on
 * their keys), and a call that waited while another took the same day answers that snapshot instead
 * of taking it again: a burst of calls makes one snapshot.
 */
export async function takeSnapshot(db: Db, opts: { day?: string; retentionDays: number }): Promise<SnapshotResult> {
  const asked = new Date();
  const day = opts.day ?? utcDay();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SNAPSHOT_LOCK_KEY}::bigint)`);
    const [taken] = await tx.select().from(historyDays).where(eq(historyDays.Day, day));
    if (taken && !taken.Seeded && taken.TakenAt >= asked) {
      return { day, players: taken.Players, changedPlayers: taken.ChangedPlayers, guilds: taken.Guilds, durationMs: taken.DurationMs, expired: 0 };
    }
    const started = performance.now();
    await tx.delete(playerHistory).where(eq(playerHistory.Day, day));
    await tx.delete(guildHistory).where(eq(guildHistory.Day, day));
    const inserted = await tx.execute(sql`
      with cur as (
        select users.id, users.level, users.experience, users.kd, users.world_boss_damage_total, users.world_boss_mvp_count,
               users.rebirth_count, users.coins,
               ${position('player/global')} as rank_global,
               ${position('player/boss')} as rank_boss,
               ${position('player/pvp')} as rank_pvp,
               ${position('player/rebirth')} as rank_rebirth
        from users where users.deleted_at is null
      ),
      ins as (
        insert into player_history (user_id, day, level, experience, kd, world_boss_damage_total, world_boss_mvp_count, rebirth_count, coins,
                                    gain_experience, gain_kd, gain_boss_damage, gain_rebirths, rank_global, rank_boss, rank_pvp, rank_rebirth)
        select cur.id, ${day}::date, cur.level, cur.experience, cur.kd, cur.world_boss_damage_total, cur.world_boss_mvp_count, cur.rebirth_count,
               cur.coins, coalesce(cur.experience - prev.experience, 0), coalesce(cur.kd - prev.kd, 0),
               coalesce(cur.world_boss_damage_total - prev.world_boss_damage_total, 0), coalesce(cur.rebirth_count - prev.rebirth_count, 0),
               cur.rank_global, cur.rank_boss, cur.rank_pvp, cur.rank_rebirth
      from cur
      left join lateral (
        select h.level, h.experience, h.kd, h.world_boss_damage_total, h.world_boss_mvp_count, h.rebirth_count, h.coins
        from player_history h where h.user_id = cur.id and h.day < ${day}::date order by h.day desc limit 1
      ) prev on true
      where prev.level is null
         or (prev.level, prev.experience, prev.kd, prev.world_boss_damage_total, prev.world_boss_mvp_count, prev.rebirth_count, prev.coins)
            is distinct from (cur.level, cur.experience, cur.kd, cur.world_boss_damage_total, cur.world_boss_mvp_count, cur.rebirth_count, cur.coins)
      returning 1)
      select count(*)::int as n from ins`);
    const changedPlayers = countOf(inserted);
    const guildRows = await tx.execute(sql`
      with ins as (insert into guild_history (guild_id, day, level, kd, wl, rw, rank_global, rank_war, rank_raid)
      select guilds.id, ${day}::date, guilds.level, guilds.kd, guilds.wl, guilds.rw,
             ${position('guild/global')}, ${position('guild/war')}, ${position('guild/raid')}
      from guilds
      returning 1)
      select count(*)::int as n from ins`);
    const guildCount = countOf(guildRows);
    const [{ n: players }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`users`)
      .where(sql`deleted_at is null`);
    // Retention: whole days older than the setting go (the rows and the day's record).
    const cutoff = sql`${day}::date - ${opts.retentionDays}::int`;
    const expired = countOf(
      await tx.execute(sql`with del as (delete from player_history where day < ${cutoff} returning 1) select count(*)::int as n from del`),
    );
    await tx.delete(guildHistory).where(lt(guildHistory.Day, sql`${cutoff}`));
    await tx.delete(historyDays).where(lt(historyDays.Day, sql`${cutoff}`));
    // The day, week and month gains rankings, stored for the day (gains-store.ts): part of the snapshot's cost.
    await storeGains(tx, day);
    const durationMs = Math.round(performance.now() - started);
    const record = { Players: Number(players), ChangedPlayers: changedPlayers, Guilds: guildCount, DurationMs: durationMs, Seeded: false, TakenAt: new Date() };
    await tx
      .insert(historyDays)
      .values({ Day: day, ...record })
      .onConflictDoUpdate({ target: historyDays.Day, set: record });
    return { day, players: Number(players), changedPlayers, guilds: guildCount, durationMs, expired };
  });
}

/** The `n` of a `select count(*) as n` (both drivers answer a `rows` array). */
function countOf(result: unknown): number {
  return Number((result as { rows: { n: number | string }[] }).rows[0].n);
}

/** Whether the snapshot of `day` exists. */
export async function snapshotTaken(db: Db, day: string = utcDay()): Promise<boolean> {
  const rows = await db.select({ Day: historyDays.Day }).from(historyDays).where(eq(historyDays.Day, day)).limit(1);
  return rows.length > 0;
}

/** Bytes the rows of `day` take (row data, as PostgreSQL stores them; indexes not counted). */
export async function snapshotBytes(db: Db, day: string): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum(pg_column_size(h.*)), 0)::bigint as bytes from player_history h where h.day = ${day}::date`);
  return Number((result as { rows: { bytes: string | number }[] }).rows[0].bytes);
}
