import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WikiType } from '@contract/paths';
import type { WikiDetails, WikiDetailType, WikiListRows } from '@contract/types/wiki';
import { getTablePage } from '@/lib/table-fetchers';
import { getJson } from '@/lib/api-client';

/** GET /api/wiki/{type}: a list in DataTables server mode, parameters in the query string (SPEC §7). */
export const fetchWikiList = <T extends WikiType>(type: T) => getTablePage<WikiListRows[T]>(`/api/wiki/${type}`);

/** GET /api/wiki/{type}/{id}: one entry with its cross-links (a Guildhall addition). */
const getWikiEntry = <T extends WikiDetailType>(type: T, id: number, signal?: AbortSignal) =>
  getJson<WikiDetails[T]>(`/api/wiki/${type}/${id}`, undefined, signal);

const wikiEntryQueryOptions = <T extends WikiDetailType>(type: T, id: number) =>
  queryOptions({ queryKey: ['wiki', type, id], queryFn: ({ signal }) => getWikiEntry(type, id, signal), staleTime: 5 * 60_000 });

export const useWikiEntry = <T extends WikiDetailType>(type: T, id: number) => useQuery(wikiEntryQueryOptions(type, id));

export const wikiListKey = (type: WikiType) => ['wiki', type, 'list'] as const;
