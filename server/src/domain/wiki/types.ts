import type { DataTablesAnswer } from '@contract/types/datatables';
import type { Db } from '../../db/client';
import type { PageText } from '../../lib/page-text';
import type { TableReader } from '../tables/table-query';

/** What a deep link to a wiki entry shows when shared (title, description, image). */
export interface WikiMeta {
  title: string;
  description: string;
  image?: string;
}

/** One wiki type: its list (DataTables) of Row and its detail entry. */
export interface WikiEntry<Detail, Row = unknown> {
  list?: (db: Db, read: TableReader) => Promise<DataTablesAnswer<Row>>;
  detail: (db: Db, id: number) => Promise<Detail | null>;
  /** The link preview, in the language the link names (`text`); game content stays as it is. */
  meta: (detail: Detail, text: PageText) => WikiMeta;
}
