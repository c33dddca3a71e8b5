import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@contract/client';
import type { NewsListAnswer, NewsPost } from '@contract/types/news';
import { getJson } from '@/lib/api-client';
import { queryKeys } from './keys';

/** The news page's page size; the home page shows the first few posts of the same list. */
const NEWS_PAGE_SIZE = 10;
/** How many posts the home page shows: the first of the list's page one. */
export const HOME_NEWS_COUNT = 3;

/** A page of the public news (pinned first, then the newest). */
export const newsListQuery = (page: number, length = NEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.news.list(page, length),
    queryFn: (read) => getJson<NewsListAnswer>(endpoints.news(), { page, length }, read),
    staleTime: 60_000,
  });

export const newsPostQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.news.post(slug),
    queryFn: (read) => getJson<NewsPost>(endpoints.newsPost(slug), undefined, read),
    staleTime: 60_000,
    retry: false,
  });
