import { sql, type SQL } from 'drizzle-orm';
import { guilds, monsters, users } from '../../db/schema/index';

// What each ranking ranks by (SPEC §2, §7). Every category is one ordered pass over its table;
// the order ends in the id so equal figures always rank the same way.

export const PLAYER_CATEGORY_KEYS = [
  'player/global',
  'player/boss',
  'player/pvp',
  'player/vip',
  'player/noob',
  'player/staff',
  'player/rebirth',
] as const;
export const GUILD_CATEGORY_KEYS = ['guild/global', 'guild/war', 'guild/raid'] as const;
export const RANKING_CATEGORY_KEYS = [...PLAYER_CATEGORY_KEYS, ...GUILD_CATEGORY_KEYS, 'monster'] as const;
export type RankingCategoryKey = (typeof RANKING_CATEGORY_KEYS)[number];
export type RankingKind = 'player' | 'guild' | 'monster';

export interface RankingCategory {
  key: RankingCategoryKey;
  kind: RankingKind;
  /** The `columns[i][data]` name of the figure the category ranks by (sorting on it sorts by position). */
  figure: string;
  /** ORDER BY of the ranking, best first. */
  order: SQL;
  /** Which rows take part. */
  where: SQL;
}

// The staff filter: staff appear only in the staff ranking. Deleted accounts never rank.
const active = sql`${users.DeletedAt} is null`;
const notStaff = sql`${active} and ${users.Role} <> 'staff'`;
// The VIP filter: the vip role, or VIP days still running (store packages grant days).
const isVip = sql`(${users.Role} = 'vip' or ${users.VipUntil} > now())`;
const byLevel = sql`${users.Level} desc, ${users.Experience} desc, ${users.id} asc`;

const player = (key: RankingCategoryKey, figure: string, where: SQL, order: SQL): RankingCategory => ({ key, kind: 'player', figure, where, order });
const guild = (key: RankingCategoryKey, figure: string, order: SQL): RankingCategory => ({ key, kind: 'guild', figure, where: sql`true`, order });

export const RANKING_CATEGORIES: Record<RankingCategoryKey, RankingCategory> = {
  'player/global': player('player/global', 'Experience', notStaff, byLevel),
  'player/boss': player(
    'player/boss',
    'WorldBossDamageTotal',
    notStaff,
    sql`${users.WorldBossDamageTotal} desc, ${users.WorldBossMVPCount} desc, ${users.id} asc`,
  ),
  'player/pvp': player('player/pvp', 'KD', notStaff, sql`${users.KD} desc, ${users.KDDaily} desc, ${users.id} asc`),
  'player/vip': player('player/vip', 'Experience', sql`${notStaff} and ${isVip}`, byLevel),
  // Players still on their first climb: below their max level and never reborn.
  'player/noob': player(
    'player/noob',
    'Experience',
    sql`${notStaff} and ${users.RebirthCount} = 0 and ${users.Level} < ${users.LevelMax}`,
    sql`${users.Experience} desc, ${users.id} asc`,
  ),
  'player/staff': player('player/staff', 'Experience', sql`${active} and ${users.Role} = 'staff'`, byLevel),
  'player/rebirth': player(
    'player/rebirth',
    'RebirthCount',
    notStaff,
    sql`${users.RebirthCount} desc, ${users.RebirthMonthlyCount} desc, ${users.Level} desc, ${users.id} asc`,
  ),
  'guild/global': guild('guild/global', 'Level', sql`${guilds.Level} desc, ${guilds.KD} desc, ${guilds.id} asc`),
  'guild/war': guild('guild/war', 'WL', sql`${guilds.WL} desc, ${guilds.Level} desc, ${guilds.id} asc`),
  'guild/raid': guild('guild/raid', 'RW', sql`${guilds.RW} desc, ${guilds.Level} desc, ${guilds.id} asc`),
  monster: { key: 'monster', kind: 'monster', figure: 'KD', where: sql`true`, order: sql`${monsters.KD} desc, ${monsters.Level} desc, ${monsters.id} asc` },
};

/** The table a kind of ranking reads its entities from. */
export const RANKING_SOURCE = { player: users, guild: guilds, monster: monsters } as const;
