import Card from 'react-bootstrap/Card';
import type { ActivityKind, ActivityRow } from '@contract/types/security';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { ACCOUNT_ACTIVITY_KEY } from '@/lib/query-client';
import { fetchActivity } from '../api/security';

const KIND_LABELS: Record<ActivityKind, string> = {
  sign_in: 'Sign-in',
  sign_in_failed: 'Failed sign-in',
  password_changed: 'Password changed',
  email_changed: 'Email changed',
  two_factor_enabled: 'Two-factor on',
  two_factor_disabled: 'Two-factor off',
  backup_codes_regenerated: 'New backup codes',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  social_linked: 'Social sign-in linked',
  social_unlinked: 'Social sign-in unlinked',
  session_ended: 'Session signed out',
  staff_action: 'Staff action',
  sessions_ended: 'Sessions signed out',
  purchase: 'Purchase',
  gift_received: 'Gift received',
  bet_created: 'Bet created',
  bet_joined: 'Bet joined',
  bet_cancelled: 'Bet cancelled',
};

const columns: ServerColumn<ActivityRow>[] = [
  { id: 'Date', header: 'When', sortable: false, cell: (r) => <DateText iso={r.Date} withTime /> },
  {
    id: 'Kind',
    header: 'What',
    cell: (r) => <span className={r.Kind === 'sign_in_failed' ? 'text-danger-emphasis fw-semibold' : undefined}>{KIND_LABELS[r.Kind]}</span>,
  },
  {
    id: 'Detail',
    header: 'Details',
    cell: (r) => (
      <>
        {r.Detail}
        {(r.ip || r.device) && <span className="d-block small text-body-secondary">{[r.device, r.ip].filter(Boolean).join(' · ')}</span>}
      </>
    ),
  },
];

/** The owner's activity log, newest first. */
export function ActivityCard() {
  return (
    <Card as="section" aria-labelledby="activity-title" className="mb-4">
      <Card.Header as="h2" id="activity-title" className="h6 mb-0">
        Account activity
      </Card.Header>
      <Card.Body>
        <ServerTable<ActivityRow>
          id="account-activity"
          queryKey={ACCOUNT_ACTIVITY_KEY}
          fetchPage={fetchActivity}
          columns={columns}
          rowKey={(r) => `${r.Date}-${r.Kind}-${r.Detail}`}
          caption="Account activity"
          searchable={false}
          defaultLength={10}
          emptyText="Nothing has happened on your account yet."
        />
      </Card.Body>
    </Card>
  );
}
