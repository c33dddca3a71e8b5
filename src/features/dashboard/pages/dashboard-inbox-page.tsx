import { useState } from 'react';
import { queryKeys } from '@/lib/api/keys';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { CONTACT_STATUSES, type ContactStatus, type InboxRow } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { DashboardNav } from '../components/dashboard-nav';
import { CONTACT_STATUS_LABELS, ContactStatusBadge } from '../components/contact-status-badge';
import { StaffOnly } from '../components/staff-only';
import { fetchInbox } from '../api/staff';
import '../dashboard.css';

const columns: ServerColumn<InboxRow>[] = [
  { id: 'DateCreated', header: 'Received', sortable: true, firstDir: 'desc', cell: (r) => <DateText iso={r.DateCreated} withTime /> },
  {
    id: 'Subject',
    header: 'Message',
    cell: (r) => (
      <>
        <Link to={paths.dashboardMessage(r.id)}>{r.Subject}</Link>
        <span className="d-block small text-body-secondary text-break">
          {r.Name} · {r.Email}
          {r.UserID !== null && ` · player #${r.UserID}`}
        </span>
      </>
    ),
  },
  { id: 'Status', header: 'Status', cell: (r) => <ContactStatusBadge status={r.Status} /> },
];

/** /dashboard/inbox: what players and visitors wrote through the contact form, newest first (moderator and up). */
export default function DashboardInboxPage() {
  const [status, setStatus] = useState<ContactStatus | ''>('new');
  return (
    <StaffOnly permission="contact">
      <PageHeader title="Dashboard · Inbox" subtitle="Messages sent through the contact form. Answer them by mail from here." />
      <DashboardNav />
      <Card className="mb-4">
        <Card.Body>
          <Form.Group className="mb-3 col-12 col-md-3" controlId="inbox-status">
            <Form.Label>Status</Form.Label>
            <Form.Select value={status} onChange={(e) => setStatus(e.target.value as ContactStatus | '')}>
              <option value="">Any</option>
              {CONTACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CONTACT_STATUS_LABELS[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <ServerTable<InboxRow>
            id={`dashboard-inbox-${status || 'any'}`}
            queryKey={queryKeys.staff.inboxTable(status)}
            fetchPage={fetchInbox({ status })}
            columns={columns}
            rowKey={(r) => r.id}
            caption="Contact messages"
            defaultSort={{ column: 'DateCreated', dir: 'desc' }}
            searchable
            searchPlaceholder="Search subject, name, email"
            emptyText="No message here."
          />
        </Card.Body>
      </Card>
    </StaffOnly>
  );
}
