import { dataTablesParams, type DataTablesAnswer } from '@contract/types/datatables';
import type { SearchCharacter, SearchGuild } from '@contract/types/search';
import type { FetchTablePage } from '@/lib/table-fetchers';
import { postJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// The /search page's server tables: POST /api/search/{characters|guilds},
// DataTables with the extra field q.

export const searchTableKey = queryKeys.search;

export const fetchSearchCharacters =
  (q: string): FetchTablePage<SearchCharacter> =>
  (req, columns) =>
    postJson<DataTablesAnswer<SearchCharacter>>(endpoints.search('characters'), { ...dataTablesParams(req, columns), q });

export const fetchSearchGuilds =
  (q: string): FetchTablePage<SearchGuild> =>
  (req, columns) =>
    postJson<DataTablesAnswer<SearchGuild>>(endpoints.search('guilds'), { ...dataTablesParams(req, columns), q });
