import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsDraft, NewsSaveAnswer, NewsSummary } from '@contract/types/news';
import type { NewsPostValues } from '@contract/forms/news-post';
import { getJson, postJson } from '@/lib/api-client';

// The staff news calls (issue 19).

const STAFF_NEWS_KEY = ['dashboard', 'news'] as const;

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

/** POST /api/dashboard/news (a new post) or /api/dashboard/news/{id} (an edit); the staff list is read again. */
export function useSaveNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, id }: { values: NewsPostValues; id?: number }) =>
      postJson<NewsSaveAnswer>(id ? `/api/dashboard/news/${id}` : '/api/dashboard/news', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_NEWS_KEY }),
  });
}

/** POST /api/dashboard/news/{id}/delete. */
export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<{ message: string }>(`/api/dashboard/news/${id}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_NEWS_KEY }),
  });
}
