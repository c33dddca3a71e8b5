import { queryOptions } from '@tanstack/react-query';
import type { NewsListAnswer, NewsPost } from '@contract/types/news';
import { getJson } from '@/lib/api-client';

// The public news calls (issue 19).

const NEWS_KEY = ['news'] as const;
const NEWS_PAGE_SIZE = 10;

export const newsListQuery = (page: number, length = NEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'list', page, length],
    queryFn: ({ signal }) => getJson<NewsListAnswer>('/api/news', { page, length }, signal),
    staleTime: 60_000,
  });

export const newsPostQuery = (slug: string) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'post', slug],
    queryFn: ({ signal }) => getJson<NewsPost>(`/api/news/${encodeURIComponent(slug)}`, undefined, signal),
    staleTime: 60_000,
    retry: false,
  });
