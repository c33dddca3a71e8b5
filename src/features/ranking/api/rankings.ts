import type { GuildRanking, PlayerRanking } from '@contract/paths';
import { queryOptions } from '@tanstack/react-query';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow, RankingPositionAnswer } from '@contract/types/ranking';
import { getJson } from '@/lib/api-client';
import { postTablePage, type TableSource } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The ranking tables' endpoints (docs/product-rules.md#http-contract Rankings): POST, DataTables server mode.

const fetchPlayerRanking = (category: PlayerRanking) => postTablePage<PlayerRankingRow>(endpoints.ranking(`player/${category}`));
const fetchGuildRanking = (category: GuildRanking) => postTablePage<GuildRankingRow>(endpoints.ranking(`guild/${category}`));
const fetchMonsterRanking = postTablePage<MonsterRankingRow>(endpoints.ranking('monster'));

const rankingKey = queryKeys.ranking.table;

/** The category an address names, or the first (the default) for anything else. */
export function pickCategory<C extends string>(value: string | null, categories: readonly C[]): C {
  return categories.includes(value as C) ? (value as C) : categories[0];
}

const BY_POSITION = { column: 'Position', dir: 'asc' } as const;

/** The ranking tables: where they read and how they open (the table, and the page's loader for its first page). */
export const playerRankingTable = (category: PlayerRanking, openAtRow?: number): TableSource<PlayerRankingRow> => ({
  id: `ranking-player-${category}`,
  queryKey: rankingKey('player', category),
  fetchPage: fetchPlayerRanking(category),
  defaultSort: BY_POSITION,
  openAtRow,
});

export const guildRankingTable = (category: GuildRanking): TableSource<GuildRankingRow> => ({
  id: `ranking-guild-${category}`,
  queryKey: rankingKey('guild', category),
  fetchPage: fetchGuildRanking(category),
  defaultSort: BY_POSITION,
});

export const monsterRankingTable: TableSource<MonsterRankingRow> = {
  id: 'ranking-monster',
  queryKey: rankingKey('monster'),
  fetchPage: fetchMonsterRanking,
  defaultSort: BY_POSITION,
};

/** GET the ranking position of a player: the page a shared ranking link opens at. */
export const rankingPositionQuery = (category: PlayerRanking, id: number) =>
  queryOptions({
    queryKey: queryKeys.ranking.position(category, id),
    queryFn: (read) => getJson<RankingPositionAnswer>(endpoints.rankingPosition(category, id), undefined, read),
  });
