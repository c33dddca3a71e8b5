import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CONTACT_STATUSES, type ContactStatus, type InboxRow } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { msg, t } from '@/lib/i18n/translate';
import { DashboardNav } from '../components/dashboard-nav';
import { CONTACT_STATUS_LABELS, ContactStatusBadge } from '../components/contact-status-badge';
import { StaffOnly } from '../components/staff-only';
import { INBOX_OPENS_AT, inboxTable } from '../api/tables';
import '../dashboard.css';

const columns: ServerColumn<InboxRow>[] = [
  { id: 'DateCreated', header: msg('Received'), sortable: true, firstDir: 'desc', cell: (r) => <DateText iso={r.DateCreated} withTime /> },
  {
    id: 'Subject',
    header: msg('Message'),
    cell: (r) => (
      <>
        <Link to={paths.dashboardMessage(r.id)}>{r.Subject}</Link>
        <span className="d-block small text-body-secondary text-break">
          {r.Name} · {r.Email}
          {r.UserID !== null && ` · ${t('player #{id}', { id: String(r.UserID) })}`}
        </span>
      </>
    ),
  },
  { id: 'Status', header: msg('Status'), cell: (r) => <ContactStatusBadge status={r.Status} /> },
];

/** /dashboard/inbox: what players and visitors wrote through the contact form, newest first (moderator and up). */
export default function DashboardInboxPage() {
  const [status, setStatus] = useState<ContactStatus | ''>(INBOX_OPENS_AT);
  return (
    <StaffOnly permission="contact">
      <PageHeader
        title={t('Dashboard · {section}', { section: t('Inbox') })}
        subtitle={t('Messages sent through the contact form. Answer them by mail from here.')}
      />
      <DashboardNav />
      <Card className="mb-4">
        <Card.Body>
          <Form.Group className="mb-3 col-12 col-md-3" controlId="inbox-status">
            <Form.Label>{t('Status')}</Form.Label>
            <Form.Select value={status} onChange={(e) => setStatus(e.target.value as ContactStatus | '')}>
              <option value="">{t('Any')}</option>
              {CONTACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(CONTACT_STATUS_LABELS[s])}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <ServerTable<InboxRow>
            {...inboxTable(status)}
            columns={columns}
            rowKey={(r) => r.id}
            caption={t('Contact messages')}
            searchable
            searchPlaceholder={t('Search subject, name, email')}
            emptyText={t('No message here.')}
          />
        </Card.Body>
      </Card>
    </StaffOnly>
  );
}
