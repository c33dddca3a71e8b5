import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuildProfile } from '@contract/types/guild';
import { getJson, type Read } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** GET /api/guild/{id}: the guild page's header data (a Guildhall addition; the product rules name no call for it). */
const getGuild = (id: number, read?: Read) => getJson<GuildProfile>(endpoints.guild(id), undefined, read);

export const guildQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.guild.profile(id),
    queryFn: (read) => getGuild(id, read),
  });

export const useGuild = (id: number) => useQuery(guildQueryOptions(id));
