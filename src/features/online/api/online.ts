import { queryOptions } from '@tanstack/react-query';
import type { OnlinePlayersAnswer } from '@contract/types/online';
import { getJson } from '@/lib/api-client';

export const onlinePlayersQuery = (server: string, page: number) =>
  queryOptions({
    queryKey: ['online', 'players', server, page],
    queryFn: ({ signal }) => getJson<OnlinePlayersAnswer>('/api/online/players', { server, page }, signal),
    staleTime: 30_000,
  });
