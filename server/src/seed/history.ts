import { sql } from 'drizzle-orm';
import { storeGains } from '../domain/history/gains-store';
import { utcDay } from '../domain/history/snapshot';
import { queryRows } from './bulk';
import type { SeedContext } from './context';

// 120 days of believable history for the demo world, ending today (UTC) at each
// player's current figures: each player plays on some days (5-40 % of them, steady per player), and
// on a day played gains experience (a level now and then), boss damage, sometimes an MVP, rarely a
// rebirth, and moves K/D and coins a little. Figures are walked back from today, so the last day
// matches the profile; positions are ranked per day among the players with history. The walk runs
// in JS (a few hundred thousand steps) and only the changed rows are inserted: on PGlite the same
// walk as window queries over players × days took seconds. Worlds bigger than HISTORY_SEED_PLAYERS
// (the bench's) seed history for their first players only.

export const HISTORY_SEED_DAYS = 120;
const HISTORY_SEED_PLAYERS = 2_000;

interface Figures {
  level: number;
  experience: number;
  kd: number;
  dmg: number;
  mvp: number;
  reb: number;
  coins: number;
}
interface Player extends Figures {
  id: number;
  staff: boolean;
}
type Row = [id: number, k: number, f: Figures, before: Figures, ranks: (number | null)[]];

/** A small seeded generator (mulberry32): same seed, same history. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The four player rankings' orders over one day's figures (player/global, boss, pvp, rebirth). */
const RANKINGS: ((a: Figures, b: Figures) => number)[] = [
  (a, b) => b.level - a.level || b.experience - a.experience,
  (a, b) => b.dmg - a.dmg || b.mvp - a.mvp,
  (a, b) => b.kd - a.kd,
  (a, b) => b.reb - a.reb || b.level - a.level,
];

export async function seedHistory(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const today = utcDay();
  const players = (
    await queryRows<{ id: number; role: string; level: number; experience: string; kd: number; dmg: string; mvp: number; reb: number; coins: string }>(
      db,
      sql`select id, role, level, experience, kd, world_boss_damage_total as dmg, world_boss_mvp_count as mvp, rebirth_count as reb, coins
          from users where deleted_at is null order by id limit ${HISTORY_SEED_PLAYERS}`,
    )
  ).map((r): Player => ({
    id: r.id,
    staff: r.role === 'staff',
    level: r.level,
    experience: Number(r.experience),
    kd: r.kd,
    dmg: Number(r.dmg),
    mvp: r.mvp,
    reb: r.reb,
    coins: Number(r.coins),
  }));
  // byDay[k][i]: player i's figures at the end of day k (k = 0 is today), walked back from today.
  const byDay: Figures[][] = Array.from({ length: HISTORY_SEED_DAYS }, () => []);
  const played: boolean[][] = Array.from({ length: HISTORY_SEED_DAYS }, () => []);
  players.forEach((p, i) => {
    const rnd = generator(ctx.seed * 7919 + p.id);
    const activity = 0.05 + rnd() * 0.35;
    let f: Figures = { level: p.level, experience: p.experience, kd: p.kd, dmg: p.dmg, mvp: p.mvp, reb: p.reb, coins: p.coins };
    for (let k = 0; k < HISTORY_SEED_DAYS; k++) {
      byDay[k][i] = f;
      const on = rnd() < activity;
      played[k][i] = on;
      if (!on) continue;
      // Undo the gains of day k to get the figures at the end of day k + 1.
      const gainExp = 1 + Math.floor(rnd() * Math.max(50, f.experience / 300));
      f = {
        level: rnd() < 0.12 ? Math.max(1, f.level - 1) : f.level,
        experience: Math.max(0, f.experience - gainExp),
        kd: Math.max(0, Math.round((f.kd - (rnd() * 0.04 - 0.015)) * 1000) / 1000),
        dmg: rnd() < 0.4 ? Math.max(0, f.dmg - 1 - Math.floor(rnd() * Math.max(100, f.dmg / 200))) : f.dmg,
        mvp: rnd() < 0.03 ? Math.max(0, f.mvp - 1) : f.mvp,
        reb: f.reb > 0 && rnd() < 0.008 ? f.reb - 1 : f.reb,
        coins: Math.max(0, f.coins - Math.floor(rnd() * 2001 - 800)),
      };
    }
  });
  const rows: Row[] = [];
  const eligible = players.map((_, i) => i).filter((i) => !players[i].staff);
  for (let k = 0; k < HISTORY_SEED_DAYS; k++) {
    const day = byDay[k];
    const ranks: (number | null)[][] = players.map(() => [null, null, null, null]);
    RANKINGS.forEach((order, r) => {
      // Ids ascend with the index, so the index breaks ties as the rankings' id does.
      const sorted = [...eligible].sort((a, b) => order(day[a], day[b]) || a - b);
      sorted.forEach((i, pos) => (ranks[i][r] = pos + 1));
    });
    // A row when something changed that day (a day played), and everyone's first day.
    players.forEach((p, i) => {
      if (played[k][i] || k === HISTORY_SEED_DAYS - 1) rows.push([p.id, k, byDay[k][i], k === HISTORY_SEED_DAYS - 1 ? byDay[k][i] : byDay[k + 1][i], ranks[i]]);
    });
  }
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows
      .slice(i, i + 5_000)
      .map(([id, k, f, b, r]) => [
        id,
        k,
        f.level,
        f.experience,
        f.kd,
        f.dmg,
        f.mvp,
        f.reb,
        f.coins,
        f.experience - b.experience,
        Math.round((f.kd - b.kd) * 1000) / 1000,
        f.dmg - b.dmg,
        f.reb - b.reb,
        ...r,
      ]);
    await db.execute(sql`
      insert into player_history (user_id, day, level, experience, kd, world_boss_damage_total, world_boss_mvp_count, rebirth_count, coins,
                                  gain_experience, gain_kd, gain_boss_damage, gain_rebirths, rank_global, rank_boss, rank_pvp, rank_rebirth)
      select (r->>0)::int, ${today}::date - (r->>1)::int, (r->>2)::int, (r->>3)::bigint, (r->>4)::real, (r->>5)::bigint, (r->>6)::int,
             (r->>7)::int, (r->>8)::bigint, (r->>9)::bigint, (r->>10)::real, (r->>11)::bigint, (r->>12)::int,
             (r->>13)::int, (r->>14)::int, (r->>15)::int, (r->>16)::int
      from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) r`);
  }
  ctx.log('player history');
  // Guilds: a row every day, level climbing slowly towards today's.
  await db.execute(sql`
    with d as (
      select gg.id, k, gg.kd, gg.wl, gg.rw, greatest(1, gg.level - (k * (gg.id % 3)) / 40)::int as lvl
      from guilds gg cross join generate_series(0, ${HISTORY_SEED_DAYS - 1}) k
    )
    insert into guild_history (guild_id, day, level, kd, wl, rw, rank_global, rank_war, rank_raid)
    select id, ${today}::date - k, lvl, kd, wl, rw,
      row_number() over (partition by k order by lvl desc, kd desc, id),
      row_number() over (partition by k order by wl desc, lvl desc, id),
      row_number() over (partition by k order by rw desc, lvl desc, id)
    from d
  `);
  await db.execute(sql`
    insert into history_days (day, taken_at, players, changed_players, guilds, duration_ms, seeded)
    select ${today}::date - k, (${today}::date - k)::timestamptz, (select count(*) from users where deleted_at is null),
      (select count(*) from player_history h where h.day = ${today}::date - k), (select count(*) from guilds), 0, true
    from generate_series(0, ${HISTORY_SEED_DAYS - 1}) k
  `);
  // The day, week and month gains rankings of the seeded history, as a snapshot would store them.
  await storeGains(db, today);
}
