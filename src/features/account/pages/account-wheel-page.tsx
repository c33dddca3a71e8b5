import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { RARITY_SPECIAL_ID } from '@contract/rules/constants';
import type { WheelEntry } from '@contract/types/account';
import { formatNumber } from '@contract/rules/format';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { ItemIcon } from '@/components/ui/item-icon';
import { RequireLogin } from '../components/require-login';
import { wheelTable } from '../api/account';
import { msg, t } from '@/lib/i18n/translate';

const columns: ServerColumn<WheelEntry>[] = [
  {
    id: 'item',
    header: msg('Item'),
    sortable: true,
    cell: (row) => (
      <Link to={paths.wikiDetail('item', row.item.id)} className="d-inline-flex align-items-start gap-2 text-decoration-none">
        <ItemIcon icon={row.item.Icon} name="" size={16} aria-hidden="true" className="mt-1 flex-shrink-0" />
        <span>
          <span className={row.item.RarityID === RARITY_SPECIAL_ID ? 'fw-bold' : undefined}>{row.item.Name}</span>
          {/* Inline rarity colour is a dashboard-only look (docs/product-rules.md#roles-and-permissions); public pages name the rarity. */}
          {row.item.rarity && <small className="d-block text-body-secondary">{row.item.rarity.Name}</small>}
        </span>
      </Link>
    ),
  },
  // Chance and ownership first after the name: on a phone they stay in view.
  { id: 'Chance', header: msg('Chance'), sortable: true, numeric: true, firstDir: 'desc', cell: (row) => `${row.Chance.toFixed(2)}%` },
  {
    id: 'has_item',
    header: msg('Owned'),
    sortable: true,
    firstDir: 'desc',
    cell: (row) =>
      row.has_item ? (
        <Badge bg="success">
          <span aria-hidden="true">✓ </span>
          {t('Owned')}
        </Badge>
      ) : (
        <span className="text-body-secondary">{t('Not yet')}</span>
      ),
  },
  { id: 'Quantity', header: msg('Quantity'), sortable: true, numeric: true, firstDir: 'desc', cell: (row) => formatNumber(row.Quantity) },
  {
    id: 'IsSpecial',
    header: msg('Special'),
    sortable: true,
    firstDir: 'desc',
    cell: (row) =>
      row.IsSpecial ? (
        <Badge bg="warning" text="dark">
          {t('Special')}
        </Badge>
      ) : (
        <span className="text-body-secondary">—</span>
      ),
  },
];

/** Account wheel: the items the wheel can give, and which ones the player already owns (docs/product-rules.md#pages-and-routes, docs/product-rules.md#entities-and-fields). */
export default function AccountWheelPage() {
  return (
    <>
      <PageHeader title={t('Wheel items')} subtitle={t('Everything the wheel can give, its chance, and whether you already own it.')} />
      <RequireLogin>
        <ServerTable<WheelEntry>
          {...wheelTable}
          columns={columns}
          rowKey={(row) => row.id}
          caption={t('Wheel items')}
          searchPlaceholder={t('Search items')}
          emptyText={t('The wheel has no items yet.')}
        />
      </RequireLogin>
    </>
  );
}
