// Answer rows of POST /api/ranking/... (SPEC §3 "Ranking row", §7 Rankings). Every row carries its
// stored Position (0 for an entity that joined since the last ranking, found by a search); the
// figures are the entity's current values.
import type { GuildRef, PlayerRef } from './entities';

/** Shortest name search the rankings accept (a trigram index serves 3 characters and more). */
export const RANKING_MIN_SEARCH = 3;

/** A row of POST /api/ranking/player/{category}. `user` is null for an account deleted since the last ranking. */
export interface PlayerRankingRow {
  Position: number;
  user: (PlayerRef & { CountryCode: string }) | null;
  guild: GuildRef | null;
  Level: number;
  LevelMax: number;
  Experience: number;
  KD: number;
  KDDaily: number;
  WorldBossMVPCount: number;
  WorldBossDamageTotal: number;
  RebirthCount: number;
  RebirthMonthlyCount: number;
}

/** A row of POST /api/ranking/guild/{category}. */
export interface GuildRankingRow {
  Position: number;
  guild: GuildRef;
  owner: PlayerRef | null;
  Level: number;
  /** Raid and war win rates in percent, kill/death ratio. */
  RW: number;
  WL: number;
  KD: number;
  Members: number;
}

/** A row of POST /api/ranking/monster. KD is how many times it was killed. */
export interface MonsterRankingRow {
  Position: number;
  monster: { id: number; Name: string; Category: string; entity_category_color: string };
  Level: number;
  KD: number;
}

/**
 * Sortable columns (`columns[i][data]`) of the ranking tables: the position, and the figure the
 * category ranks by (the same order, reversed). Anything else is refused with 422.
 */
export const PLAYER_RANKING_FIGURE = {
  global: 'Experience',
  boss: 'WorldBossDamageTotal',
  pvp: 'KD',
  vip: 'Experience',
  noob: 'Experience',
  staff: 'Experience',
  rebirth: 'RebirthCount',
} as const;
export const GUILD_RANKING_FIGURE = { global: 'Level', war: 'WL', raid: 'RW' } as const;
export const MONSTER_RANKING_FIGURE = 'KD';
