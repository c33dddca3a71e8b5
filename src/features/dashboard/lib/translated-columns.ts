import { useMemo } from 'react';
import type { ServerColumn } from '@/components/tables/server-table';
import { t } from '@/lib/i18n/translate';

/** A table's columns, their titles (declared with `msg`) in the page's language: a page is in one language for its whole life. */
export function useTranslatedColumns<Row>(columns: ServerColumn<Row>[]): ServerColumn<Row>[] {
  return useMemo(() => columns.map((c) => ({ ...c, header: t(c.header) })), [columns]);
}
