import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsDraft, NewsSaveAnswer, NewsSummary } from '@contract/types/news';
import type { NewsPostForm } from '@contract/types/forms';
import { getJson, postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The staff news calls.

const STAFF_NEWS_KEY = queryKeys.staffNews.all;

export const staffNewsListQuery = () =>
  queryOptions({
    queryKey: queryKeys.staffNews.list,
    queryFn: (read) => getJson<{ data: NewsSummary[] }>(endpoints.dashboardNews(), undefined, read),
  });

export const staffNewsPostQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.staffNews.post(id),
    queryFn: (read) => getJson<NewsDraft>(endpoints.dashboardNewsPost(id), undefined, read),
    staleTime: 0,
  });

/** POST /api/dashboard/news (a new post) or /api/dashboard/news/{id} (an edit); the staff list is read again. */
export function useSaveNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, id }: { values: NewsPostForm; id?: number }) =>
      postJson<NewsSaveAnswer>(id ? endpoints.dashboardNewsPost(id) : endpoints.dashboardNews(), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_NEWS_KEY }),
  });
}

/** POST /api/dashboard/news/{id}/delete. */
export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson<{ message: string }>(endpoints.dashboardNewsDelete(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_NEWS_KEY }),
  });
}
