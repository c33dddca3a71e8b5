import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { TIMELINE_PAGE_SIZE, type TimelineEntry } from '@contract/types/character';
import { postJson } from '@/lib/api-client';
import { TAB_STALE_MS } from './inventory';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** POST /api/user/timeline with userID and a one-based page (docs/product-rules.md#http-contract, docs/product-rules.md#constants-and-limits). */
const getTimelinePage = (userID: number, page: number) => postJson<TimelineEntry[]>(endpoints.timeline(), { userID, page });

const timelineQueryOptions = (characterId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.character.timeline(characterId),
    queryFn: ({ pageParam }) => getTimelinePage(characterId, pageParam),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, all) => (last.length < TIMELINE_PAGE_SIZE ? undefined : all.length + 1),
    staleTime: TAB_STALE_MS,
  });

export const useTimeline = (characterId: number) => useInfiniteQuery(timelineQueryOptions(characterId));
