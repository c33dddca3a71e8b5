import type { DataTablesAnswer, DataTablesRequest } from '@contract/types/datatables';
import { dataTablesParams } from '@contract/types/datatables';
import { getJson, postJson } from '@/lib/api-client';

/** Fetches one page of a server-mode table; `columns` are the `columns[i][data]` names in order. */
export type FetchTablePage<Row> = (req: DataTablesRequest, columns: string[]) => Promise<DataTablesAnswer<Row>>;

/** A table endpoint that takes the DataTables fields as a POST form (rankings, guild tables). */
export const postTablePage =
  <Row>(url: string): FetchTablePage<Row> =>
  (req, columns) =>
    postJson<DataTablesAnswer<Row>>(url, dataTablesParams(req, columns));

/** A table endpoint that takes the DataTables fields as query parameters (wiki lists). */
export const getTablePage =
  <Row>(url: string): FetchTablePage<Row> =>
  (req, columns) =>
    getJson<DataTablesAnswer<Row>>(url, dataTablesParams(req, columns));
