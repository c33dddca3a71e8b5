import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuildProfile } from '@contract/types/guild';
import { getJson } from '@/lib/api-client';

/** GET /api/guild/{id}: the guild page's header data (a Guildhall addition; SPEC names no call for it). */
const getGuild = (id: number, signal?: AbortSignal) => getJson<GuildProfile>(`/api/guild/${id}`, undefined, signal);

const guildQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['guild', id, 'profile'],
    queryFn: ({ signal }) => getGuild(id, signal),
  });

export const useGuild = (id: number) => useQuery(guildQueryOptions(id));
