import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuildProfile } from '@contract/types/guild';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** GET /api/guild/{id}: the guild page's header data (a Guildhall addition; the product rules name no call for it). */
const getGuild = (id: number, signal?: AbortSignal) => getJson<GuildProfile>(endpoints.guild(id), undefined, signal);

export const guildQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.guild.profile(id),
    queryFn: ({ signal }) => getGuild(id, signal),
  });

export const useGuild = (id: number) => useQuery(guildQueryOptions(id));
