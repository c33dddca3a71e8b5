import type { GuildRanking, PlayerRanking } from '@contract/paths';
import { queryOptions } from '@tanstack/react-query';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow, RankingPositionAnswer } from '@contract/types/ranking';
import { getJson } from '@/lib/api-client';
import { postTablePage } from '@/lib/table-fetchers';

// The ranking tables' endpoints (SPEC §7 Rankings): POST, DataTables server mode.

export const fetchPlayerRanking = (category: PlayerRanking) => postTablePage<PlayerRankingRow>(`/api/ranking/player/${category}`);
export const fetchGuildRanking = (category: GuildRanking) => postTablePage<GuildRankingRow>(`/api/ranking/guild/${category}`);
export const fetchMonsterRanking = postTablePage<MonsterRankingRow>('/api/ranking/monster');

export const rankingKey = (kind: 'player' | 'guild' | 'monster', category?: string) => ['ranking', kind, category ?? 'all'] as const;

/** GET /api/ranking/player/{category}/position/{id}: the page a shared ranking link opens at. */
export const rankingPositionQuery = (category: PlayerRanking, id: number) =>
  queryOptions({
    queryKey: [...rankingKey('player', category), 'position', id],
    queryFn: ({ signal }) => getJson<RankingPositionAnswer>(`/api/ranking/player/${category}/position/${id}`, undefined, signal),
  });
