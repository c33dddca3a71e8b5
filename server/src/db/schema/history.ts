import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Daily snapshots. Layout: one row per player per day ONLY when one of the
// player's figures changed since the player's previous row ("changed rows", not a full copy per
// day). A day without a row means "same figures as the row before". Most of a big world is idle
// on a given day, so this keeps a day's bytes proportional to the players who played, and reading a
// player's history is one index range (user_id, day). The ranking positions of that day are kept
// beside the figures of the row; an idle player's drifting position is not recorded (it would
// cost one row per player per day, which is what the layout avoids).

export const playerHistory = pgTable(
  'player_history',
  {
    UserID: integer('user_id').notNull(),
    Day: date('day', { mode: 'string' }).notNull(),
    Level: integer('level').notNull(),
    Experience: bigint('experience', { mode: 'number' }).notNull(),
    KD: real('kd').notNull(),
    WorldBossDamageTotal: bigint('world_boss_damage_total', { mode: 'number' }).notNull(),
    WorldBossMVPCount: integer('world_boss_mvp_count').notNull(),
    RebirthCount: integer('rebirth_count').notNull(),
    Coins: bigint('coins', { mode: 'number' }).notNull(),
    /** What changed since the player's previous row (0 on a player's first row): the gains rankings sum these. */
    GainExperience: bigint('gain_experience', { mode: 'number' }).notNull().default(0),
    GainKD: real('gain_kd').notNull().default(0),
    GainBossDamage: bigint('gain_boss_damage', { mode: 'number' }).notNull().default(0),
    GainRebirths: integer('gain_rebirths').notNull().default(0),
    /** Positions that day in player/global, player/boss, player/pvp and player/rebirth; null when not ranked. */
    RankGlobal: integer('rank_global'),
    RankBoss: integer('rank_boss'),
    RankPvp: integer('rank_pvp'),
    RankRebirth: integer('rank_rebirth'),
  },
  (t) => [primaryKey({ columns: [t.UserID, t.Day] }), index('player_history_day_idx').on(t.Day)],
);

/** Guilds are few: every guild gets a row every day. */
export const guildHistory = pgTable(
  'guild_history',
  {
    GuildID: integer('guild_id').notNull(),
    Day: date('day', { mode: 'string' }).notNull(),
    Level: integer('level').notNull(),
    KD: real('kd').notNull(),
    WL: real('wl').notNull(),
    RW: real('rw').notNull(),
    RankGlobal: integer('rank_global'),
    RankWar: integer('rank_war'),
    RankRaid: integer('rank_raid'),
  },
  (t) => [primaryKey({ columns: [t.GuildID, t.Day] })],
);

/** One row per day a snapshot was taken: what it cost and what it wrote. */
export const historyDays = pgTable('history_days', {
  Day: date('day', { mode: 'string' }).primaryKey(),
  TakenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  Players: integer('players').notNull(),
  ChangedPlayers: integer('changed_players').notNull(),
  Guilds: integer('guilds').notNull(),
  DurationMs: integer('duration_ms').notNull(),
  /** Seeded history is marked so operators can tell it from real snapshots. */
  Seeded: boolean('seeded').notNull().default(false),
});

/**
 * Gains rankings of the fixed periods, stored at snapshot time so that a page is an
 * index read whatever the number of players: for each period (day, week, month, ending on the latest
 * snapshot day) and figure, one row per player who gained, with the player's position among the
 * players (non-staff) or among staff, and among VIPs (null for others). Positions are ranked by gain
 * descending, then id, so (period, figure, staff, pos) is the order "gain desc": page 1 and a deep
 * page are a range of positions, the reversed sort the same range read backwards. Players hidden from
 * rankings and deleted accounts are left out when the rows are made. A custom from-to period is still
 * computed per request from player_history (bounded by GAINS_MAX_DAYS).
 */
export const playerGains = pgTable(
  'player_gains',
  {
    Period: text('period').notNull(),
    Figure: text('figure').notNull(),
    Staff: boolean('staff').notNull(),
    Pos: integer('pos').notNull(),
    UserID: integer('user_id').notNull(),
    Gain: doublePrecision('gain').notNull(),
    /** Position among the VIP players (the VIP filter), null for the others. */
    VipPos: integer('vip_pos'),
  },
  (t) => [
    primaryKey({ columns: [t.Period, t.Figure, t.Staff, t.Pos] }),
    uniqueIndex('player_gains_user_idx').on(t.Period, t.Figure, t.UserID),
    index('player_gains_vip_idx')
      .on(t.Period, t.Figure, t.VipPos)
      .where(sql`${t.VipPos} is not null`),
  ],
);

/** Which days each stored period covers: the stored rows are of the latest snapshot when `day` is it. */
export const playerGainsPeriods = pgTable('player_gains_periods', {
  Period: text('period').primaryKey(),
  /** The snapshot day the rows were made for (the period's last day). */
  Day: date('day', { mode: 'string' }).notNull(),
  From: date('from_day', { mode: 'string' }).notNull(),
  To: date('to_day', { mode: 'string' }).notNull(),
  Rows: integer('rows').notNull(),
  DurationMs: integer('duration_ms').notNull(),
  ComputedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
