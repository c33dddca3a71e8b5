import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { guilds, monsters, users } from '../../db/schema/index';

// What each ranking ranks by (docs/product-rules.md#pages-and-routes, docs/product-rules.md#http-contract). Every category is one ordered pass over its table;
// the order always ends in the id, so equal figures rank the same way every time.

const PLAYER_CATEGORY_KEYS = ['player/global', 'player/boss', 'player/pvp', 'player/vip', 'player/noob', 'player/staff', 'player/rebirth'] as const;
const GUILD_CATEGORY_KEYS = ['guild/global', 'guild/war', 'guild/raid'] as const;
export const RANKING_CATEGORY_KEYS = [...PLAYER_CATEGORY_KEYS, ...GUILD_CATEGORY_KEYS, 'monster'] as const;
export type RankingCategoryKey = (typeof RANKING_CATEGORY_KEYS)[number];
export type RankingKind = 'player' | 'guild' | 'monster';

/** One term of a ranking's order; every term is a numeric, non-null column. */
type Term = [SQLWrapper, 'asc' | 'desc'];

export interface RankingCategory {
  key: RankingCategoryKey;
  kind: RankingKind;
  /** The `columns[i][data]` name of the figure column the table shows. */
  figure: string;
  /**
   * The figure's column when the ranking order does not start with it (ranked by level, shown by
   * experience): sorting on the figure then sorts by the figure itself, not by position.
   */
  figureColumn?: SQLWrapper;
  /** Best first; the entity id (ascending) is appended as the last term. */
  terms: Term[];
  /** Which rows take part. */
  where: SQL;
}

/** The table a kind of ranking reads its entities from. */
export const RANKING_SOURCE = { player: users, guild: guilds, monster: monsters } as const;

/** ORDER BY of the category, best first, or worst first when reversed. */
export function rankingOrder(category: RankingCategory, reverse = false): SQL {
  const id = RANKING_SOURCE[category.kind].id;
  const terms: Term[] = [...category.terms, [id, 'asc']];
  const flip = (dir: 'asc' | 'desc') => ((dir === 'desc') !== reverse ? sql.raw('desc') : sql.raw('asc'));
  return sql.join(
    terms.map(([expr, dir]) => sql`${expr} ${flip(dir)}`),
    sql`, `,
  );
}

/**
 * The order as one ascending numeric array (descending terms negated): arrays compare term by
 * term, so key order is ranking order. Chunks store their first key; an entity's key finds its chunk.
 */
export function rankingKey(category: RankingCategory): SQL {
  const id = RANKING_SOURCE[category.kind].id;
  const parts = [...category.terms, [id, 'asc'] as Term].map(([expr, dir]) => (dir === 'desc' ? sql`-(${expr})::numeric` : sql`(${expr})::numeric`));
  return sql`array[${sql.join(parts, sql`, `)}]::numeric[]`;
}

// The staff filter: staff appear only in the staff ranking. Deleted accounts never rank.
const active = sql`${users.DeletedAt} is null`;
const notStaff = sql`${active} and ${users.Role} <> 'staff'`;
// The VIP filter: the vip role, or VIP days still running (store packages grant days).
const isVip = sql`(${users.Role} = 'vip' or ${users.VipUntil} > now())`;
const byLevel: Term[] = [
  [users.Level, 'desc'],
  [users.Experience, 'desc'],
];

const player = (key: RankingCategoryKey, figure: string, where: SQL, terms: Term[]): RankingCategory => ({
  key,
  kind: 'player',
  figure,
  where,
  terms,
  ...(terms === byLevel ? { figureColumn: users.Experience } : {}),
});
const guild = (key: RankingCategoryKey, figure: string, terms: Term[]): RankingCategory => ({ key, kind: 'guild', figure, where: sql`true`, terms });

export const RANKING_CATEGORIES: Record<RankingCategoryKey, RankingCategory> = {
  'player/global': player('player/global', 'Experience', notStaff, byLevel),
  'player/boss': player('player/boss', 'WorldBossDamageTotal', notStaff, [
    [users.WorldBossDamageTotal, 'desc'],
    [users.WorldBossMVPCount, 'desc'],
  ]),
  'player/pvp': player('player/pvp', 'KD', notStaff, [
    [users.KD, 'desc'],
    [users.KDDaily, 'desc'],
  ]),
  'player/vip': player('player/vip', 'Experience', sql`${notStaff} and ${isVip}`, byLevel),
  // Players still on their first climb: below their max level and never reborn.
  'player/noob': player('player/noob', 'Experience', sql`${notStaff} and ${users.RebirthCount} = 0 and ${users.Level} < ${users.LevelMax}`, [
    [users.Experience, 'desc'],
  ]),
  'player/staff': player('player/staff', 'Experience', sql`${active} and ${users.Role} = 'staff'`, byLevel),
  'player/rebirth': player('player/rebirth', 'RebirthCount', notStaff, [
    [users.RebirthCount, 'desc'],
    [users.RebirthMonthlyCount, 'desc'],
    [users.Level, 'desc'],
  ]),
  'guild/global': guild('guild/global', 'Level', [
    [guilds.Level, 'desc'],
    [guilds.KD, 'desc'],
  ]),
  'guild/war': guild('guild/war', 'WL', [
    [guilds.WL, 'desc'],
    [guilds.Level, 'desc'],
  ]),
  'guild/raid': guild('guild/raid', 'RW', [
    [guilds.RW, 'desc'],
    [guilds.Level, 'desc'],
  ]),
  monster: {
    key: 'monster',
    kind: 'monster',
    figure: 'KD',
    where: sql`true`,
    terms: [
      [monsters.KD, 'desc'],
      [monsters.Level, 'desc'],
    ],
  },
};
