import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { StoreCatalogueRow } from '@contract/types/staff';
import { STORE_PACKAGE_STATUSES } from '@contract/values/store';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { msg, t } from '@/lib/i18n/translate';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { STORE_STATUS_LABELS, StoreStatusBadge } from '../components/store-status-badge';
import { catalogueTable, NO_CATALOGUE_FILTERS } from '../api/tables';
import '../dashboard.css';
import { useTableFilters } from '../lib/use-table-filters';

const saleWindow = (r: StoreCatalogueRow) =>
  !r.SaleStartsAt && !r.SaleEndsAt ? (
    t('Always')
  ) : (
    <>
      {r.SaleStartsAt ? <DateText iso={r.SaleStartsAt} withTime /> : t('now')} – {r.SaleEndsAt ? <DateText iso={r.SaleEndsAt} withTime /> : t('open')}
    </>
  );

const columns: ServerColumn<StoreCatalogueRow>[] = [
  { id: 'id', header: msg('Id'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => r.id },
  { id: 'Name', header: msg('Package'), sortable: true, cell: (r) => <Link to={paths.dashboardStorePackage(r.id)}>{r.Name}</Link> },
  { id: 'Status', header: msg('Status'), cell: (r) => <StoreStatusBadge status={r.Status} /> },
  { id: 'Cost', header: msg('Price'), sortable: true, numeric: true, cell: (r) => `${formatNumber(r.Cost)} ${r.Currency}` },
  { id: 'QuantityLeft', header: msg('Stock'), numeric: true, cell: (r) => (r.QuantityLeft === null ? t('Unlimited') : formatNumber(r.QuantityLeft)) },
  { id: 'Sale', header: msg('On sale'), cell: saleWindow },
];

/** /dashboard/store: every store package, draft, published or retired (game master and up). */
export default function DashboardStorePage() {
  const { filters, set } = useTableFilters(NO_CATALOGUE_FILTERS);
  return (
    <StaffOnly permission="store">
      <PageHeader title={t('Dashboard · {section}', { section: t('Store') })} subtitle={t('Draft, publish and retire the packages of the store.')} />
      <DashboardNav />
      <Card className="mb-4">
        <Card.Body>
          <div className="row g-3 mb-3 align-items-end">
            <Form.Group className="col-7 col-md-3" controlId="store-status">
              <Form.Label>{t('Status')}</Form.Label>
              <Form.Select value={filters.status} onChange={set('status')}>
                <option value="">{t('Any')}</option>
                {STORE_PACKAGE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(STORE_STATUS_LABELS[s])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="col-5 col-md-9 text-end">
              <Link to={paths.dashboardStoreNew()} className="btn btn-warning">
                {t('New package')}
              </Link>
            </div>
          </div>
          <ServerTable<StoreCatalogueRow>
            {...catalogueTable(filters)}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('Store packages')}
            searchable
            searchPlaceholder={t('Package name')}
            emptyText={t('No package matches.')}
          />
        </Card.Body>
      </Card>
    </StaffOnly>
  );
}
