import type { GuildRanking, PlayerRanking } from '@contract/paths';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import { postTablePage } from '@/lib/table-fetchers';

// The ranking tables' endpoints (SPEC §7 Rankings): POST, DataTables server mode.

export const fetchPlayerRanking = (category: PlayerRanking) => postTablePage<PlayerRankingRow>(`/api/ranking/player/${category}`);
export const fetchGuildRanking = (category: GuildRanking) => postTablePage<GuildRankingRow>(`/api/ranking/guild/${category}`);
export const fetchMonsterRanking = postTablePage<MonsterRankingRow>('/api/ranking/monster');

export const rankingKey = (kind: 'player' | 'guild' | 'monster', category?: string) => ['ranking', kind, category ?? 'all'] as const;
