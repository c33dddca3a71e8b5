import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { PlayerRow } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { msg, t } from '@/lib/i18n/translate';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { NO_PLAYER_FILTERS, playersTable } from '../api/tables';
import '../dashboard.css';
import { ACCOUNT_ROLE_LABELS } from '../lib/code-labels';
import { STAFF_ROLE_NAMES } from '../lib/staff-role-names';
import { useTableFilters } from '../lib/use-table-filters';

const columns: ServerColumn<PlayerRow>[] = [
  { id: 'id', header: msg('Id'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => r.id },
  {
    id: 'Username',
    header: msg('Player'),
    // One block: on a phone each cell is a flex line, where loose pieces would each be squeezed (a
    // badge cut short); in one block the name and badges wrap as words and a badge moves down whole.
    cell: (r) => (
      <div>
        <Link to={paths.dashboardPlayer(r.id)}>{r.Username}</Link>
        {r.StaffRole && (
          <Badge bg="secondary" className="ms-2">
            {t(STAFF_ROLE_NAMES[r.StaffRole])}
          </Badge>
        )}
        {r.Suspended && (
          <Badge bg="danger" className="ms-2">
            {t('Suspended')}
          </Badge>
        )}
        <span className="d-block small text-body-secondary text-break">{r.Email ?? t('no email')}</span>
      </div>
    ),
  },
  { id: 'Coins', header: msg('Coins'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => formatNumber(r.Coins) },
  { id: 'DateCreated', header: msg('Created'), sortable: true, firstDir: 'desc', cell: (r) => <DateText iso={r.DateCreated} /> },
];

/** /dashboard/players: every account, searched by name, email or id, with filters (moderator and up). */
export default function DashboardPlayersPage() {
  const { filters, set } = useTableFilters(NO_PLAYER_FILTERS);
  return (
    <StaffOnly permission="playersRead">
      <PageHeader title={t('Dashboard · {section}', { section: t('Players') })} subtitle={t('Find an account by name, email address or id.')} />
      <DashboardNav />
      <Card className="mb-4">
        <Card.Body>
          <div className="row g-3 mb-3">
            <Form.Group className="col-6 col-md-2" controlId="players-role">
              <Form.Label>{t('Role')}</Form.Label>
              <Form.Select value={filters.role} onChange={set('role')}>
                <option value="">{t('Any')}</option>
                {Object.entries(ACCOUNT_ROLE_LABELS).map(([role, label]) => (
                  <option key={role} value={role}>
                    {t(label)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6 col-md-2" controlId="players-suspended">
              <Form.Label>{t('Suspended')}</Form.Label>
              <Form.Select value={filters.suspended} onChange={set('suspended')}>
                <option value="">{t('Any')}</option>
                <option value="1">{t('Suspended')}</option>
                <option value="0">{t('Not suspended')}</option>
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId="players-created-from">
              <Form.Label>{t('Created from')}</Form.Label>
              <Form.Control type="date" value={filters.created_from} onChange={set('created_from')} />
            </Form.Group>
            <Form.Group className="col-6 col-md-3" controlId="players-created-to">
              <Form.Label>{t('Created to')}</Form.Label>
              <Form.Control type="date" value={filters.created_to} onChange={set('created_to')} />
            </Form.Group>
            <Form.Group className="col-12 col-md-2" controlId="players-seen">
              <Form.Label>{t('Seen within')}</Form.Label>
              <Form.Select value={filters.seen_within_days} onChange={set('seen_within_days')}>
                <option value="">{t('Any time')}</option>
                {[1, 7, 30].map((days) => (
                  <option key={days} value={days}>
                    {t('{days, plural, one {# day} other {# days}}', { days })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          <ServerTable<PlayerRow>
            {...playersTable(filters)}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('Players')}
            searchable
            searchPlaceholder={t('Name, email or id')}
            emptyText={t('No player matches.')}
          />
        </Card.Body>
      </Card>
    </StaffOnly>
  );
}
