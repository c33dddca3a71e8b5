import { queryOptions } from '@tanstack/react-query';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import type { GuildRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import { postJson, type Read } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

/** How many leaders of each main ranking the home page shows (the medal places, docs/product-rules.md#constants-and-limits). */
export const HOME_TOP_COUNT = 3;

/** Page one of a ranking, `HOME_TOP_COUNT` rows long, in position order. */
const topOf = <Row>(url: string, read: Read) =>
  postJson<DataTablesAnswer<Row>>(
    url,
    dataTablesParams({ draw: 1, start: 0, length: HOME_TOP_COUNT, search: '', order: [{ column: 'Position', dir: 'asc' }] }, ['Position']),
    { read },
  );

/** The top of the main player ranking (global) and of the main guild ranking (global). */
export const homeTopPlayersQuery = () =>
  queryOptions({
    queryKey: queryKeys.ranking.homeTop('player'),
    queryFn: (read) => topOf<PlayerRankingRow>(endpoints.ranking('player/global'), read),
    staleTime: 60_000,
  });

export const homeTopGuildsQuery = () =>
  queryOptions({
    queryKey: queryKeys.ranking.homeTop('guild'),
    queryFn: (read) => topOf<GuildRankingRow>(endpoints.ranking('guild/global'), read),
    staleTime: 60_000,
  });
