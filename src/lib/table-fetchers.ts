import { queryOptions, type QueryClient, type QueryMeta } from '@tanstack/react-query';
import type { DataTablesAnswer, DataTablesRequest } from '@contract/types/datatables';
import { dataTablesParams, isDataTablesAnswer } from '@contract/types/datatables';
import { clipText } from '@contract/rules/cut-text';
import { firstTableState, loadTableState, type TableDefaults, type TableState } from '@/lib/table-state';
import { getJson, postJson, type Read } from '@/lib/api-client';

/** Fetches one page of a server-mode table; `columns` are the `columns[i][data]` names in order. */
export type FetchTablePage<Row> = (req: DataTablesRequest, columns: string[], read?: Read) => Promise<DataTablesAnswer<Row>>;

/** A table endpoint that takes the DataTables fields as a POST form (rankings, guild tables). */
export const postTablePage =
  <Row>(url: string): FetchTablePage<Row> =>
  (req, columns, read) =>
    postJson<DataTablesAnswer<Row>>(url, dataTablesParams(req, columns), { read });

/** A table endpoint that takes the DataTables fields as query parameters (wiki lists). */
export const getTablePage =
  <Row>(url: string): FetchTablePage<Row> =>
  (req, columns, read) =>
    getJson<DataTablesAnswer<Row>>(url, dataTablesParams(req, columns), read);

/**
 * Where a server-mode table reads its pages from, and what decides its first page: the props a
 * ServerTable and the route loader that reads that page beforehand share.
 */
export interface TableSource<Row> extends TableDefaults {
  /** Key of the remembered state; different lists need different ids. */
  id: string;
  /** React Query key prefix of this table's data. */
  queryKey: readonly unknown[];
  fetchPage: FetchTablePage<Row>;
  /** Reads the page again this often while the tab is visible. */
  refreshSeconds?: number;
  /** React Query meta of the page queries (e.g. where the answer carries the viewer's balance). */
  meta?: QueryMeta;
}

/** The DataTables echo counter: each request its own number. */
let draw = 0;

/**
 * One page of a table: the page on screen, the next one read ahead, or its first page read by a
 * route loader. The key holds what decides the rows (range, search, sort), not the column list:
 * the server only reads that list to find the sorted column.
 */
export const tablePageQuery = <Row>(source: TableSource<Row>, state: TableState, page: number, columns: string[]) =>
  queryOptions({
    queryKey: [...source.queryKey, { start: page * state.length, length: state.length, search: state.search, sort: state.sort }],
    queryFn: async (read) => {
      const request: DataTablesRequest = {
        draw: ++draw,
        start: page * state.length,
        length: state.length,
        search: state.search,
        order: state.sort ? [state.sort] : [],
      };
      try {
        // The start travels with the answer, so the range line describes the rows on screen even
        // while the next page loads (placeholder data).
        const answer = await source.fetchPage(request, columns, read);
        if (!isDataTablesAnswer(answer)) throw new Error(`Unexpected answer: ${clipText(JSON.stringify(answer) ?? '', 200)}`);
        return { answer, start: request.start };
      } catch (error) {
        // docs/product-rules.md#error-messages: a table load error is only logged as a warning.
        console.warn(`Table "${source.id}" could not be loaded`, error);
        throw error;
      }
    },
    // A refreshing table's page goes stale with its period, so returning to the tab reads it at once.
    staleTime: source.refreshSeconds ? source.refreshSeconds * 1000 : 30_000,
    meta: source.meta,
    retry: false,
  });

/**
 * Reads the page a table will open at (its defaults, or the state kept from an earlier visit, as
 * the table itself decides), before the table mounts. Settles when it has, never rejects.
 */
export function prefetchFirstTablePage<Row>(queryClient: QueryClient, source: TableSource<Row>): Promise<void> {
  const state = firstTableState(source, loadTableState(source.id));
  return queryClient.prefetchQuery(tablePageQuery(source, state, state.page, state.sort ? [state.sort.column] : []));
}
