import { queryOptions } from '@tanstack/react-query';
import type { NewsDraft, NewsSaveAnswer, NewsSummary } from '@contract/types/news';
import type { NewsPostValues } from '@contract/forms/news-post';
import { getJson, postJson } from '@/lib/api-client';

// The staff news calls (issue 19).

export const STAFF_NEWS_KEY = ['dashboard', 'news'] as const;

export const staffNewsListQuery = () =>
  queryOptions({
    queryKey: [...STAFF_NEWS_KEY, 'list'],
    queryFn: ({ signal }) => getJson<{ data: NewsSummary[] }>('/api/dashboard/news', undefined, signal),
  });

export const staffNewsPostQuery = (id: number) =>
  queryOptions({
    queryKey: [...STAFF_NEWS_KEY, 'post', id],
    queryFn: ({ signal }) => getJson<NewsDraft>(`/api/dashboard/news/${id}`, undefined, signal),
    staleTime: 0,
  });

export const saveNewsPost = (values: NewsPostValues, id?: number) => postJson<NewsSaveAnswer>(id ? `/api/dashboard/news/${id}` : '/api/dashboard/news', values);

export const deleteNewsPost = (id: number) => postJson<{ message: string }>(`/api/dashboard/news/${id}/delete`);
