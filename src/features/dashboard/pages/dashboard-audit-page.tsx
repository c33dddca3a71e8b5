import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { AuditRow } from '@contract/types/staff';
import { STAFF_AUDIT_ACTIONS } from '@contract/values/staff';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { msg, t } from '@/lib/i18n/translate';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { auditCsvUrl } from '../api/staff';
import { auditTable, NO_AUDIT_FILTERS } from '../api/tables';
import '../dashboard.css';
import { AUDIT_ACTION_LABELS } from '@/lib/staff-action-labels';
import { staffRecordSentence } from '@/lib/staff-record-sentence';
import { codeLabel } from '../lib/code-labels';
import { useTableFilters } from '../lib/use-table-filters';

const columns: ServerColumn<AuditRow>[] = [
  { id: 'At', header: msg('When'), sortable: true, firstDir: 'desc', cell: (r) => <DateText iso={r.At} withTime /> },
  {
    id: 'Summary',
    header: msg('What'),
    cell: (r) => (
      <>
        {staffRecordSentence(r)}
        <span className="d-block small text-body-secondary">
          {codeLabel(AUDIT_ACTION_LABELS, r.Action)}
          {r.TargetUserID !== null && (
            <>
              {' · '}
              <Link to={paths.dashboardPlayer(r.TargetUserID)}>{t('player #{id}', { id: String(r.TargetUserID) })}</Link>
            </>
          )}
          {r.ActorIP && ` · ${t('from {ip}', { ip: r.ActorIP })}`}
        </span>
      </>
    ),
  },
  { id: 'ActorName', header: msg('Staff'), cell: (r) => r.ActorName },
];

/** /dashboard/audit: every staff action, newest first, with filters and a CSV export (administrator). */
export default function DashboardAuditPage() {
  const { filters, set } = useTableFilters(NO_AUDIT_FILTERS);
  return (
    <StaffOnly permission="audit">
      <PageHeader
        title={t('Dashboard · {section}', { section: t('Staff record') })}
        subtitle={t('Every staff action: who, when, from where, before and after. Nobody can change it.')}
      />
      <DashboardNav />
      <Card className="mb-4">
        <Card.Body>
          <div className="row g-3 mb-3">
            <Form.Group className="col-6 col-md-2" controlId="audit-actor">
              <Form.Label>{t('Staff name')}</Form.Label>
              <Form.Control value={filters.actor} onChange={set('actor')} />
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId="audit-action">
              <Form.Label>{t('Action')}</Form.Label>
              <Form.Select value={filters.action} onChange={set('action')}>
                <option value="">{t('Any')}</option>
                {STAFF_AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {t(AUDIT_ACTION_LABELS[a])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-12 col-md-2" controlId="audit-player">
              <Form.Label>{t('Player id')}</Form.Label>
              <Form.Control inputMode="numeric" value={filters.player} onChange={set('player')} />
            </Form.Group>
            <Form.Group className="col-6 col-md-2" controlId="audit-from">
              <Form.Label>{t('From')}</Form.Label>
              <Form.Control type="date" value={filters.from} onChange={set('from')} />
            </Form.Group>
            <Form.Group className="col-6 col-md-2" controlId="audit-to">
              <Form.Label>{t('To')}</Form.Label>
              <Form.Control type="date" value={filters.to} onChange={set('to')} />
            </Form.Group>
          </div>
          <p>
            <a className="btn btn-outline-secondary btn-sm" href={auditCsvUrl(filters)} download>
              {t('Export as CSV')}
            </a>
          </p>
          <ServerTable<AuditRow>
            {...auditTable(filters)}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('Staff record')}
            searchable
            searchPlaceholder={t('Search the summaries')}
            emptyText={t('No staff action matches.')}
          />
        </Card.Body>
      </Card>
    </StaffOnly>
  );
}
