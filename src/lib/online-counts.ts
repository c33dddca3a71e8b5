import { queryOptions } from '@tanstack/react-query';
import type { OnlineCounts } from '@contract/types/online';
import { getJson } from './api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** GET /api/online: shared by the navbar, the home page and /online (one cache entry, refreshed each minute). */
export const onlineCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.online.counts,
    queryFn: (read) => getJson<OnlineCounts>(endpoints.online(), undefined, read),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });
