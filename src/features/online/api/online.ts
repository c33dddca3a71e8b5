import { queryOptions } from '@tanstack/react-query';
import type { OnlineCounts, OnlinePlayersAnswer } from '@contract/types/online';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

export const onlinePlayersQuery = (server: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.online.players(server, page),
    queryFn: (read) => getJson<OnlinePlayersAnswer>(endpoints.onlinePlayers(), { server, page }, read),
    staleTime: 30_000,
  });

/** The server /online shows (the one its address names, else the first) and the page of its players. */
export function onlineChoice(servers: OnlineCounts['servers'], params: URLSearchParams) {
  const wanted = params.get('server');
  const server: string | undefined = servers.find((s) => s.Name === wanted)?.Name ?? servers[0]?.Name;
  const page = Number(params.get('page')) > 0 ? Number(params.get('page')) : 1;
  return { server, page };
}
