import { useState, type FormEvent, type ReactNode } from 'react';
import { queryKeys } from '@/lib/api/keys';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatNumber } from '@contract/rules/format';
import { staffMay, STAFF_ROLE_LABELS, STAFF_ROLES } from '@contract/rules/staff-permissions';
import type { LedgerRow, PlayerDetail } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFound } from '@/components/layout/not-found';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { useBootstrap } from '@/lib/bootstrap';
import { DashboardNav } from '../components/dashboard-nav';
import { StaffOnly } from '../components/staff-only';
import { useStaffAction } from '../components/second-factor-prompt';
import { fetchLedger, playerQuery, useChangeRole, usePlayerAction, useRefundPurchase, useVoidBet } from '../api/staff';
import '../dashboard.css';

const ledgerColumns: ServerColumn<LedgerRow>[] = [
  { id: 'id', header: 'Id', sortable: true, numeric: true, firstDir: 'desc', cell: (r) => r.id },
  { id: 'Date', header: 'When', cell: (r) => <DateText iso={r.Date} withTime /> },
  { id: 'Reason', header: 'Reason', cell: (r) => `${r.Reason}${r.RefID ? ` #${r.RefID}` : ''} (${r.Account})` },
  { id: 'Delta', header: 'Coins', numeric: true, cell: (r) => (r.Delta > 0 ? `+${formatNumber(r.Delta)}` : formatNumber(r.Delta)) },
];

/** /dashboard/players/:playerId: one account with what staff may do to it (moderator and up). */
export default function DashboardPlayerPage() {
  const id = Number(useParams().playerId);
  return <StaffOnly permission="playersRead">{Number.isInteger(id) && id > 0 ? <PlayerScreen id={id} /> : <NotFound />}</StaffOnly>;
}

function PlayerScreen({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(playerQuery(id));
  if (isPending) return <PageLoading />;
  if (isError) return <NotFound />;
  const a = data.account;
  return (
    <>
      <PageHeader title={`Dashboard · ${a.Username}`} subtitle={`Player #${a.id}`} />
      <DashboardNav />
      <div className="row g-4">
        <div className="col-lg-5">
          <AccountCard player={data} />
          <ActionsCard player={data} />
        </div>
        <div className="col-lg-7">
          <Card as="section" className="mb-4" aria-labelledby="ledger-title">
            <Card.Header as="h2" id="ledger-title" className="h6 mb-0">
              Coin ledger
            </Card.Header>
            <Card.Body>
              <ServerTable<LedgerRow>
                id={`dashboard-ledger-${id}`}
                queryKey={queryKeys.staff.ledger(id)}
                fetchPage={fetchLedger(id)}
                columns={ledgerColumns}
                rowKey={(r) => r.id}
                caption="Coin ledger"
                defaultSort={{ column: 'id', dir: 'desc' }}
                emptyText="No coin movement yet."
              />
            </Card.Body>
          </Card>
          <ListCard
            title="Sessions"
            empty="No open session."
            headers={['Device', 'Last seen']}
            rows={data.sessions.map((s) => [
              `${s.device ?? 'Unknown'}${s.ip ? ` · ${s.ip}` : ''}`,
              s.LastSeenAt ? <DateText iso={s.LastSeenAt} withTime /> : '—',
            ])}
          />
          <ListCard
            title="Recent activity"
            empty="Nothing yet."
            headers={['When', 'What']}
            rows={data.activity.map((r) => [<DateText key="d" iso={r.Date} withTime />, r.Detail])}
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
        Account
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-5">Email</dt>
          <dd className="col-7 text-break">{a.Email ?? '—'}</dd>
          <dt className="col-5">Role</dt>
          <dd className="col-7">{a.StaffRole ? STAFF_ROLE_LABELS[a.StaffRole] : a.Role}</dd>
          <dt className="col-5">Coins</dt>
          <dd className="col-7">{formatNumber(a.Coins)}</dd>
          <dt className="col-5">Created</dt>
          <dd className="col-7">
            <DateText iso={a.DateCreated} />
          </dd>
          <dt className="col-5">Status</dt>
          <dd className="col-7">
            {a.Suspended ? (
              <>
                <Badge bg="danger">Suspended</Badge>{' '}
                {a.SuspendedUntil ? (
                  <>
                    until <DateText iso={a.SuspendedUntil} withTime />
                  </>
                ) : (
                  'for good'
                )}
                <span className="d-block small">{a.SuspendReason}</span>
              </>
            ) : (
              'Active'
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
        Staff actions
      </Card.Header>
      <Card.Body>
        {prompt}
        {a.Suspended ? (
          <Button variant="success" className="mb-3" onClick={() => void run(() => action.mutateAsync({ action: 'lift' }))}>
            Lift the suspension
          </Button>
        ) : (
          <Form
            className="mb-4"
            aria-label="Suspend"
            onSubmit={(e) =>
              submit(
                e,
                () => action.mutateAsync({ action: 'suspend', fields: { reason, until } }),
                () => setReason(''),
              )
            }
          >
            <Form.Group className="mb-2" controlId="suspend-reason">
              <Form.Label>Reason (the player reads it at login)</Form.Label>
              <Form.Control as="textarea" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-2" controlId="suspend-until">
              <Form.Label>Until (empty: for good)</Form.Label>
              <Form.Control type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
            </Form.Group>
            <Button type="submit" variant="danger">
              Suspend
            </Button>
          </Form>
        )}
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button variant="outline-secondary" onClick={() => void run(() => action.mutateAsync({ action: 'end-sessions' }))}>
            End all sessions
          </Button>
          <Button variant="outline-secondary" onClick={() => void run(() => action.mutateAsync({ action: 'password-reset' }))}>
            Mail a password reset link
          </Button>
        </div>
        <Form
          className="mb-4"
          aria-label="Send a mail"
          onSubmit={(e) =>
            submit(
              e,
              () => action.mutateAsync({ action: 'mail', fields: { subject, text } }),
              () => (setSubject(''), setText('')),
            )
          }
        >
          <Form.Group className="mb-2" controlId="mail-subject">
            <Form.Label>Mail subject</Form.Label>
            <Form.Control value={subject} onChange={(e) => setSubject(e.target.value)} />
          </Form.Group>
          <Form.Group className="mb-2" controlId="mail-text">
            <Form.Label>Mail text</Form.Label>
            <Form.Control as="textarea" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
          </Form.Group>
          <Button type="submit" variant="primary">
            Send the mail
          </Button>
        </Form>
        {staffMay(staffRole, 'economy') && (
          <Form
            className="mb-4"
            aria-label="Correct the balance"
            onSubmit={(e) =>
              submit(
                e,
                () => action.mutateAsync({ action: 'balance', fields: { amount, reason: why } }),
                () => (setAmount(''), setWhy('')),
              )
            }
          >
            <Form.Group className="mb-2" controlId="balance-amount">
              <Form.Label>Coins to add (or take, with a minus sign)</Form.Label>
              <Form.Control inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-2" controlId="balance-reason">
              <Form.Label>Reason (the player sees it)</Form.Label>
              <Form.Control value={why} onChange={(e) => setWhy(e.target.value)} />
            </Form.Group>
            <Button type="submit" variant="warning">
              Correct the balance
            </Button>
          </Form>
        )}
        {staffMay(staffRole, 'roles') && (
          <Form aria-label="Staff role" onSubmit={(e) => submit(e, () => changeRole.mutateAsync(role))}>
            <Form.Group className="mb-2" controlId="staff-role">
              <Form.Label>Staff role</Form.Label>
              <Form.Select value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="none">None (player)</option>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {STAFF_ROLE_LABELS[r]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button type="submit" variant="warning">
              Change the role
            </Button>
          </Form>
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
                    {h || <span className="visually-hidden">Actions</span>}
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
    `#${p.id} ${p.Package}${p.RecipientID !== p.BuyerID ? ' (gift)' : ''}`,
    `${formatNumber(p.Cost)} ${p.Currency}`,
    <DateText key="d" iso={p.Date} />,
    p.RefundedAt ? (
      <Badge key="r" bg="secondary">
        Refunded
      </Badge>
    ) : canRefund && p.Currency === 'Coins' && p.BuyerID === player.account.id ? (
      <Button
        key="r"
        size="sm"
        variant="outline-danger"
        onClick={() => window.confirm(`Refund purchase #${p.id} (${p.Package})?`) && void run(() => refund.mutateAsync(p.id))}
      >
        Refund
      </Button>
    ) : (
      ''
    ),
  ]);
  return (
    <>
      {prompt}
      <ListCard title="Purchases and gifts" empty="No purchase." headers={['Package', 'Price', 'When', '']} rows={rows} />
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
    b.Status,
    canVoid && (b.Status === 'open' || b.Status === 'joined') ? (
      <Button
        key="v"
        size="sm"
        variant="outline-danger"
        onClick={() => window.confirm(`Void bet #${b.id}? Every stake goes back to its player.`) && void run(() => voidBet.mutateAsync(b.id))}
      >
        Void
      </Button>
    ) : (
      ''
    ),
  ]);
  return (
    <>
      {prompt}
      <ListCard title="Bets" empty="No bet." headers={['Bet', 'Coins', 'Status', '']} rows={rows} />
    </>
  );
}
