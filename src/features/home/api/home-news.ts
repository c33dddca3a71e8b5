import { queryOptions } from '@tanstack/react-query';
import type { NewsListAnswer } from '@contract/types/news';
import { getJson } from '@/lib/api-client';

/** The home page's news: the first posts of GET /api/news (pinned first, then the newest). */
export const homeNewsQuery = () =>
  queryOptions({
    queryKey: ['news', 'list', 1, 3],
    queryFn: ({ signal }) => getJson<NewsListAnswer>('/api/news', { page: 1, length: 3 }, signal),
    staleTime: 60_000,
  });
