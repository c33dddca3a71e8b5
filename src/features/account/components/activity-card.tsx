import Card from 'react-bootstrap/Card';
import type { ActivityKind, ActivityRow } from '@contract/types/security';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { activityTable } from '../api/security';
import { activitySentence } from '@/lib/activity-sentence';
import { msg, t } from '@/lib/i18n/translate';

const KIND_LABELS: Record<ActivityKind, string> = {
  sign_in: msg('Sign-in'),
  sign_in_failed: msg('Failed sign-in'),
  password_changed: msg('Password changed'),
  email_changed: msg('Email changed'),
  two_factor_enabled: msg('Two-factor on'),
  two_factor_disabled: msg('Two-factor off'),
  backup_codes_regenerated: msg('New backup codes'),
  passkey_added: msg('Passkey added'),
  passkey_removed: msg('Passkey removed'),
  social_linked: msg('Social sign-in linked'),
  social_unlinked: msg('Social sign-in unlinked'),
  session_ended: msg('Session signed out'),
  staff_action: msg('Staff action'),
  sessions_ended: msg('Sessions signed out'),
  purchase: msg('Purchase'),
  gift_received: msg('Gift received'),
  bet_created: msg('Bet created'),
  bet_joined: msg('Bet joined'),
  bet_cancelled: msg('Bet cancelled'),
};

const columns: ServerColumn<ActivityRow>[] = [
  { id: 'Date', header: msg('When'), sortable: false, cell: (r) => <DateText iso={r.Date} withTime /> },
  {
    id: 'Kind',
    header: msg('What'),
    cell: (r) => <span className={r.Kind === 'sign_in_failed' ? 'text-danger-emphasis fw-semibold' : undefined}>{t(KIND_LABELS[r.Kind])}</span>,
  },
  {
    id: 'Detail',
    header: msg('Details'),
    // One element, so a phone's stacked row keeps the device line under the sentence rather than beside it.
    cell: (r) => (
      <span>
        {activitySentence(r)}
        {(r.ip || r.device) && <span className="d-block small text-body-secondary">{[r.device, r.ip].filter(Boolean).join(' · ')}</span>}
      </span>
    ),
  },
];

/** The owner's activity log, newest first. */
export function ActivityCard() {
  return (
    <Card as="section" aria-labelledby="activity-title" className="mb-4">
      <Card.Header as="h2" id="activity-title" className="h6 mb-0">
        {t('Account activity')}
      </Card.Header>
      <Card.Body>
        <ServerTable<ActivityRow>
          {...activityTable}
          columns={columns}
          rowKey={(r) => `${r.Date}-${r.Kind}-${r.Detail}`}
          caption={t('Account activity')}
          emptyText={t('Nothing has happened on your account yet.')}
        />
      </Card.Body>
    </Card>
  );
}
