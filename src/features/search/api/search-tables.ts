import { dataTablesParams, type DataTablesAnswer } from '@contract/types/datatables';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchCharacter, type SearchGuild } from '@contract/types/search';
import type { TableSource } from '@/lib/table-fetchers';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The /search page's server tables: POST /api/search/{characters|guilds},
// DataTables with the extra field q.

/** The term /search looks for, as its address gives it (trimmed). */
export const searchTermOf = (params: URLSearchParams) => (params.get('q') ?? '').trim();

/** Whether the term is long enough, and not too long, to be looked for. */
export const isSearchable = (q: string) => [...q].length >= SEARCH_MIN_LENGTH && [...q].length <= SEARCH_MAX_LENGTH;

/** The characters whose name holds `q`, best match first (the page and its route loader share it). */
export const searchCharactersTable = (q: string): TableSource<SearchCharacter> => ({
  id: `search-characters-${q.toLowerCase()}`,
  queryKey: queryKeys.search('characters', q),
  fetchPage: (req, columns, read) =>
    postJson<DataTablesAnswer<SearchCharacter>>(endpoints.search('characters'), { ...dataTablesParams(req, columns), q }, { read }),
  defaultSort: null,
  searchable: false,
});

/** The guilds whose name holds `q`, best match first. */
export const searchGuildsTable = (q: string): TableSource<SearchGuild> => ({
  id: `search-guilds-${q.toLowerCase()}`,
  queryKey: queryKeys.search('guilds', q),
  fetchPage: (req, columns, read) => postJson<DataTablesAnswer<SearchGuild>>(endpoints.search('guilds'), { ...dataTablesParams(req, columns), q }, { read }),
  defaultSort: null,
  defaultLength: 10,
  searchable: false,
});
