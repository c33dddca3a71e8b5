import type { Static } from 'typebox';
import type * as S from '../schemas/ranking';

// Answer rows of POST /api/ranking/... (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract Rankings), derived from their
// schemas. Every row carries its stored Position (0 for an entity that joined since the last
// ranking, found by a search); the figures are the entity's current values.

/** Shortest name search the rankings accept (a trigram index serves 3 characters and more). */
export const RANKING_MIN_SEARCH = 3;

/** A row of POST /api/ranking/player/{category}. `user` is null for an account deleted since the last ranking. */
export type PlayerRankingRow = Static<typeof S.PlayerRankingRow>;
/** A row of POST /api/ranking/guild/{category}. RW, WL: raid and war win rates in percent. */
export type GuildRankingRow = Static<typeof S.GuildRankingRow>;
/** A row of POST /api/ranking/monster. KD is how many times it was killed. */
export type MonsterRankingRow = Static<typeof S.MonsterRankingRow>;
/** GET /api/ranking/player/{category}/position/{id}: a player's position (null: not ranked there, or hidden). */
export type RankingPositionAnswer = Static<typeof S.RankingPositionAnswer>;
/** POST /api/ranking/refresh (staff): how many entities each category ranked. */
export type RankingRefreshAnswer = Static<typeof S.RankingRefreshAnswer>;

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
