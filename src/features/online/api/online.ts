import { queryOptions } from '@tanstack/react-query';
import type { OnlinePlayersAnswer } from '@contract/types/online';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

export const onlinePlayersQuery = (server: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.online.players(server, page),
    queryFn: (read) => getJson<OnlinePlayersAnswer>(endpoints.onlinePlayers(), { server, page }, read),
    staleTime: 30_000,
  });
