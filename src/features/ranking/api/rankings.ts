import type { GuildRanking, PlayerRanking } from '@contract/paths';
import { queryOptions } from '@tanstack/react-query';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow, RankingPositionAnswer } from '@contract/types/ranking';
import { getJson } from '@/lib/api-client';
import { postTablePage } from '@/lib/table-fetchers';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The ranking tables' endpoints (docs/product-rules.md#http-contract Rankings): POST, DataTables server mode.

export const fetchPlayerRanking = (category: PlayerRanking) => postTablePage<PlayerRankingRow>(endpoints.ranking(`player/${category}`));
export const fetchGuildRanking = (category: GuildRanking) => postTablePage<GuildRankingRow>(endpoints.ranking(`guild/${category}`));
export const fetchMonsterRanking = postTablePage<MonsterRankingRow>(endpoints.ranking('monster'));

export const rankingKey = queryKeys.ranking.table;

/** GET the ranking position of a player: the page a shared ranking link opens at. */
export const rankingPositionQuery = (category: PlayerRanking, id: number) =>
  queryOptions({
    queryKey: queryKeys.ranking.position(category, id),
    queryFn: ({ signal }) => getJson<RankingPositionAnswer>(endpoints.rankingPosition(category, id), undefined, signal),
  });
