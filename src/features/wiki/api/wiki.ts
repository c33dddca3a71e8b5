import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WikiType } from '@contract/paths';
import type { WikiDetails, WikiDetailType, WikiListRows } from '@contract/types/wiki';
import { getTablePage } from '@/lib/table-fetchers';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** GET wiki/{type}: a list in DataTables server mode, parameters in the query string (docs/product-rules.md#http-contract). */
export const fetchWikiList = <T extends WikiType>(type: T) => getTablePage<WikiListRows[T]>(endpoints.wikiList(type));

/** GET wiki/{type}/{id}: one entry with its cross-links (a Guildhall addition). */
const getWikiEntry = <T extends WikiDetailType>(type: T, id: number, signal?: AbortSignal) =>
  getJson<WikiDetails[T]>(endpoints.wikiEntry(type, id), undefined, signal);

export const wikiEntryQueryOptions = <T extends WikiDetailType>(type: T, id: number) =>
  queryOptions({ queryKey: queryKeys.wiki.entry(type, id), queryFn: ({ signal }) => getWikiEntry(type, id, signal), staleTime: 5 * 60_000 });

export const useWikiEntry = <T extends WikiDetailType>(type: T, id: number) => useQuery(wikiEntryQueryOptions(type, id));

export const wikiListKey = (type: WikiType) => queryKeys.wiki.list(type);
