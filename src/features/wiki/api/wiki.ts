import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WikiType } from '@contract/paths';
import type { WikiDetails, WikiDetailType, WikiListRows } from '@contract/types/wiki';
import { getTablePage, type TableSource } from '@/lib/table-fetchers';
import { getJson, type Read } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** GET wiki/{type}/{id}: one entry with its cross-links (a Guildhall addition). */
const getWikiEntry = <T extends WikiDetailType>(type: T, id: number, read?: Read) => getJson<WikiDetails[T]>(endpoints.wikiEntry(type, id), undefined, read);

export const wikiEntryQueryOptions = <T extends WikiDetailType>(type: T, id: number) =>
  queryOptions({ queryKey: queryKeys.wiki.entry(type, id), queryFn: (read) => getWikiEntry(type, id, read), staleTime: 5 * 60_000 });

export const useWikiEntry = <T extends WikiDetailType>(type: T, id: number) => useQuery(wikiEntryQueryOptions(type, id));

/** Each list's order before the reader picks one: the server's own default order. */
const WIKI_LIST_SORT: Record<WikiType, { column: string; dir: 'asc' | 'desc' }> = {
  item: { column: 'Name', dir: 'asc' },
  map: { column: 'RequiredLevel', dir: 'asc' },
  market: { column: 'DateCreated', dir: 'desc' },
  monster: { column: 'Level', dir: 'asc' },
  npc: { column: 'Name', dir: 'asc' },
  quest: { column: 'Name', dir: 'asc' },
  shop: { column: 'Name', dir: 'asc' },
  bot: { column: 'DateCreated', dir: 'desc' },
  title: { column: 'Name', dir: 'asc' },
  redeem: { column: 'DateExpiry', dir: 'desc' },
};

/**
 * GET wiki/{type}: a list in DataTables server mode, parameters in the query string
 * (docs/product-rules.md#http-contract); where it reads and how it opens (the table, and the page's
 * loader for its first page).
 */
export const wikiListTable = <T extends WikiType>(type: T): TableSource<WikiListRows[T]> => ({
  id: `wiki-${type}`,
  queryKey: queryKeys.wiki.list(type),
  fetchPage: getTablePage<WikiListRows[T]>(endpoints.wikiList(type)),
  defaultSort: WIKI_LIST_SORT[type],
});
