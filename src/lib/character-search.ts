import { queryOptions } from '@tanstack/react-query';
import type { CharacterSearchAnswer } from '@contract/types/search';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// Character search, shared by the navbar typeahead, the /search page and the
// compare picker.

export const characterSearchQuery = (q: string, limit: number) =>
  queryOptions({
    queryKey: queryKeys.characterSearch(q, limit),
    queryFn: (read) => getJson<CharacterSearchAnswer>(endpoints.characterSearch(), { q: q.trim(), limit }, read),
    staleTime: 30_000,
  });
