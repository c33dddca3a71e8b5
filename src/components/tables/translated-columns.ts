import type { ServerColumn } from '@/components/tables/server-table';
import { t } from '@/lib/i18n/translate';

/**
 * Tables declare their columns once, with titles marked by msg(); this gives them in
 * the page's language. Call it while rendering.
 */
export const translatedColumns = <Row>(columns: ServerColumn<Row>[]): ServerColumn<Row>[] => columns.map((c) => ({ ...c, header: t(c.header) }));
