import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
// The form parts it uses, not react-bootstrap's whole Form (checks, switches, ranges…): its first
// load is at the budget.
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatNumber } from '@contract/rules/format';
import { staffMay, STAFF_ROLES } from '@contract/rules/staff-permissions';
import type { LedgerRow, PlayerDetail } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFound } from '@/components/layout/not-found';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { sayDevice } from '@/components/ui/device-name';
import { useBootstrap } from '@/lib/bootstrap';
import { openedFresh } from '@/lib/query-client';
import { msg, t } from '@/lib/i18n/translate';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { useStaffAction } from '../components/second-factor-prompt';
import { playerQuery, useChangeRole, usePlayerAction, useRefundPurchase, useVoidBet } from '../api/staff';
import { ledgerTable } from '../api/tables';
import { ACCOUNT_ROLE_LABELS, BET_STATUS_LABELS, codeLabel, LEDGER_ACCOUNT_LABELS, LEDGER_REASON_LABELS } from '../lib/code-labels';
import { STAFF_ROLE_NAMES } from '../lib/staff-role-names';
import '../dashboard.css';

// The activity log's sentence templates and their writer load beside the
// player's data rather than with the page, whose first load has no room for them; a row shows its
// English Detail until they are here.
const activityText = import('@/components/ui/activity-text');
const ActivityText = lazy(() => activityText);

const ledgerColumns: ServerColumn<LedgerRow>[] = [
  { id: 'id', header: msg('Id'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => r.id },
  { id: 'Date', header: msg('When'), cell: (r) => <DateText iso={r.Date} withTime /> },
  {
    id: 'Reason',
    header: msg('Reason'),
    cell: (r) => `${codeLabel(LEDGER_REASON_LABELS, r.Reason)}${r.RefID ? ` #${r.RefID}` : ''} (${codeLabel(LEDGER_ACCOUNT_LABELS, r.Account)})`,
  },
  { id: 'Delta', header: msg('Coins'), numeric: true, cell: (r) => (r.Delta > 0 ? `+${formatNumber(r.Delta)}` : formatNumber(r.Delta)) },
];

/** /dashboard/players/:playerId: one account with what staff may do to it (moderator and up). */
export default function DashboardPlayerPage() {
  const id = Number(useParams().playerId);
  return <StaffOnly permission="playersRead">{Number.isInteger(id) && id > 0 ? <PlayerScreen id={id} /> : <NotFound />}</StaffOnly>;
}

function PlayerScreen({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(openedFresh(playerQuery(id)));
  const columns = ledgerColumns;
  if (isPending) return <PageLoading />;
  if (isError) return <NotFound />;
  const a = data.account;
  return (
    <>
      <PageHeader title={t('Dashboard · {section}', { section: a.Username })} subtitle={t('Player #{id}', { id: String(a.id) })} />
      <DashboardNav />
      <div className="row g-4">
        <div className="col-lg-5">
          <AccountCard player={data} />
          <ActionsCard player={data} />
        </div>
        <div className="col-lg-7">
          <Card as="section" className="mb-4" aria-labelledby="ledger-title">
            <Card.Header as="h2" id="ledger-title" className="h6 mb-0">
              {t('Coin ledger')}
            </Card.Header>
            <Card.Body>
              <ServerTable<LedgerRow>
                {...ledgerTable(id)}
                columns={columns}
                rowKey={(r) => r.id}
                caption={t('Coin ledger')}
                emptyText={t('No coin movement yet.')}
              />
            </Card.Body>
          </Card>
          <ListCard
            title={t('Sessions')}
            empty={t('No open session.')}
            headers={[t('Device'), t('Last seen')]}
            rows={data.sessions.map((s) => [
              `${sayDevice(s.deviceParts) ?? t('Unknown')}${s.ip ? ` · ${s.ip}` : ''}`,
              s.LastSeenAt ? <DateText iso={s.LastSeenAt} withTime /> : '—',
            ])}
          />
          <ListCard
            title={t('Recent activity')}
            empty={t('Nothing yet.')}
            headers={[t('When'), t('What')]}
            rows={data.activity.map((r) => [
              <DateText key="d" iso={r.Date} withTime />,
              <Suspense key="s" fallback={r.Detail}>
                <ActivityText row={r} />
              </Suspense>,
            ])}
          />
          <BetsCard player={data} />
          <PurchasesCard player={data} />
        </div>
      </div>
    </>
  );
}

function AccountCard({ player }: { player: PlayerDetail }) {
  const a = player.account;
  return (
    <Card as="section" className="mb-4" aria-labelledby="account-title">
      <Card.Header as="h2" id="account-title" className="h6 mb-0">
        {t('Account')}
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-5">{t('Email')}</dt>
          <dd className="col-7 text-break">{a.Email ?? '—'}</dd>
          <dt className="col-5">{t('Role')}</dt>
          <dd className="col-7">{a.StaffRole ? t(STAFF_ROLE_NAMES[a.StaffRole]) : codeLabel(ACCOUNT_ROLE_LABELS, a.Role)}</dd>
          <dt className="col-5">{t('Coins')}</dt>
          <dd className="col-7">{formatNumber(a.Coins)}</dd>
          <dt className="col-5">{t('Created')}</dt>
          <dd className="col-7">
            <DateText iso={a.DateCreated} />
          </dd>
          <dt className="col-5">{t('Status')}</dt>
          <dd className="col-7">
            {a.Suspended ? (
              <>
                <Badge bg="danger">{t('Suspended')}</Badge>{' '}
                {a.SuspendedUntil ? (
                  <>
                    {t('until')} <DateText iso={a.SuspendedUntil} withTime />
                  </>
                ) : (
                  t('for good')
                )}
                <span className="d-block small">{a.SuspendReason}</span>
              </>
            ) : (
              t('Active')
            )}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}

function ActionsCard({ player }: { player: PlayerDetail }) {
  const a = player.account;
  const { staffRole, userId } = useBootstrap();
  const action = usePlayerAction(a.id);
  const changeRole = useChangeRole(a.id);
  const { run, prompt } = useStaffAction();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [role, setRole] = useState<string>(a.StaffRole ?? 'none');
  const [amount, setAmount] = useState('');
  const [why, setWhy] = useState('');
  if (!staffMay(staffRole, 'playersModerate') || a.id === userId) return null;
  const submit = (e: FormEvent, work: () => Promise<{ message: string }>, after?: () => void) => {
    e.preventDefault();
    void run(work).then((ok) => ok && after?.());
  };
  return (
    <Card as="section" className="mb-4" aria-labelledby="actions-title">
      <Card.Header as="h2" id="actions-title" className="h6 mb-0">
        {t('Staff actions')}
      </Card.Header>
      <Card.Body>
        {prompt}
        {a.Suspended ? (
          <Button variant="success" className="mb-3" onClick={() => void run(() => action.mutateAsync({ action: 'lift' }))}>
            {t('Lift the suspension')}
          </Button>
        ) : (
          <form
            className="mb-4"
            aria-label={t('Suspend')}
            onSubmit={(e) =>
              submit(
                e,
                () => action.mutateAsync({ action: 'suspend', fields: { reason, until } }),
                () => setReason(''),
              )
            }
          >
            <FormGroup className="mb-2" controlId="suspend-reason">
              <FormLabel>{t('Reason (the player reads it at login)')}</FormLabel>
              <FormControl as="textarea" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormGroup>
            <FormGroup className="mb-2" controlId="suspend-until">
              <FormLabel>{t('Until (empty: for good)')}</FormLabel>
              <FormControl type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
            </FormGroup>
            <Button type="submit" variant="danger">
              {t('Suspend')}
            </Button>
          </form>
        )}
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button variant="outline-secondary" onClick={() => void run(() => action.mutateAsync({ action: 'end-sessions' }))}>
            {t('End all sessions')}
          </Button>
          <Button variant="outline-secondary" onClick={() => void run(() => action.mutateAsync({ action: 'password-reset' }))}>
            {t('Mail a password reset link')}
          </Button>
        </div>
        <form
          className="mb-4"
          aria-label={t('Send a mail')}
          onSubmit={(e) =>
            submit(
              e,
              () => action.mutateAsync({ action: 'mail', fields: { subject, text } }),
              () => (setSubject(''), setText('')),
            )
          }
        >
          <FormGroup className="mb-2" controlId="mail-subject">
            <FormLabel>{t('Mail subject')}</FormLabel>
            <FormControl value={subject} onChange={(e) => setSubject(e.target.value)} />
          </FormGroup>
          <FormGroup className="mb-2" controlId="mail-text">
            <FormLabel>{t('Mail text')}</FormLabel>
            <FormControl as="textarea" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          </FormGroup>
          <Button type="submit" variant="primary">
            {t('Send the mail')}
          </Button>
        </form>
        {staffMay(staffRole, 'economy') && (
          <form
            className="mb-4"
            aria-label={t('Correct the balance')}
            onSubmit={(e) =>
              submit(
                e,
                () => action.mutateAsync({ action: 'balance', fields: { amount, reason: why } }),
                () => (setAmount(''), setWhy('')),
              )
            }
          >
            <FormGroup className="mb-2" controlId="balance-amount">
              <FormLabel>{t('Coins to add (or take, with a minus sign)')}</FormLabel>
              <FormControl inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </FormGroup>
            <FormGroup className="mb-2" controlId="balance-reason">
              <FormLabel>{t('Reason (the player sees it)')}</FormLabel>
              <FormControl value={why} onChange={(e) => setWhy(e.target.value)} />
            </FormGroup>
            <Button type="submit" variant="warning">
              {t('Correct the balance')}
            </Button>
          </form>
        )}
        {staffMay(staffRole, 'roles') && (
          <form aria-label={t('Staff role')} onSubmit={(e) => submit(e, () => changeRole.mutateAsync(role))}>
            <FormGroup className="mb-2" controlId="staff-role">
              <FormLabel>{t('Staff role')}</FormLabel>
              <FormSelect value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="none">{t('None (player)')}</option>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(STAFF_ROLE_NAMES[r])}
                  </option>
                ))}
              </FormSelect>
            </FormGroup>
            <Button type="submit" variant="warning">
              {t('Change the role')}
            </Button>
          </form>
        )}
      </Card.Body>
    </Card>
  );
}

function ListCard({ title, headers, rows, empty }: { title: string; headers: string[]; rows: ReactNode[][]; empty: string }) {
  const titleId = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card as="section" className="mb-4" aria-labelledby={titleId}>
      <Card.Header as="h2" id={titleId} className="h6 mb-0">
        {title}
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-0">{empty}</p>
        ) : (
          <Table size="sm" responsive className="mb-0">
            <thead>
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col">
                    {h || <span className="visually-hidden">{t('Actions')}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}

function PurchasesCard({ player }: { player: PlayerDetail }) {
  const { staffRole } = useBootstrap();
  const refund = useRefundPurchase();
  const { run, prompt } = useStaffAction();
  const canRefund = staffMay(staffRole, 'economy');
  const rows = player.purchases.map((p) => [
    `#${p.id} ${p.Package}${p.RecipientID !== p.BuyerID ? ` ${t('(gift)')}` : ''}`,
    `${formatNumber(p.Cost)} ${p.Currency}`,
    <DateText key="d" iso={p.Date} />,
    p.RefundedAt ? (
      <Badge key="r" bg="secondary">
        {t('Refunded')}
      </Badge>
    ) : canRefund && p.Currency === 'Coins' && p.BuyerID === player.account.id ? (
      <Button
        key="r"
        size="sm"
        variant="outline-danger"
        onClick={() => window.confirm(t('Refund purchase #{id} ({name})?', { id: String(p.id), name: p.Package })) && void run(() => refund.mutateAsync(p.id))}
      >
        {t('Refund')}
      </Button>
    ) : (
      ''
    ),
  ]);
  return (
    <>
      {prompt}
      <ListCard title={t('Purchases and gifts')} empty={t('No purchase.')} headers={[t('Package'), t('Price'), t('When'), '']} rows={rows} />
    </>
  );
}

function BetsCard({ player }: { player: PlayerDetail }) {
  const { staffRole } = useBootstrap();
  const voidBet = useVoidBet();
  const { run, prompt } = useStaffAction();
  const canVoid = staffMay(staffRole, 'betsVoid');
  const rows = player.bets.map((b) => [
    `#${b.id}`,
    formatNumber(b.Coins),
    codeLabel(BET_STATUS_LABELS, b.Status),
    canVoid && (b.Status === 'open' || b.Status === 'joined') ? (
      <Button
        key="v"
        size="sm"
        variant="outline-danger"
        onClick={() =>
          window.confirm(t('Void bet #{id}? Every stake goes back to its player.', { id: String(b.id) })) && void run(() => voidBet.mutateAsync(b.id))
        }
      >
        {t('Void')}
      </Button>
    ) : (
      ''
    ),
  ]);
  return (
    <>
      {prompt}
      <ListCard title={t('Bets')} empty={t('No bet.')} headers={[t('Bet'), t('Coins'), t('Status'), '']} rows={rows} />
    </>
  );
}
