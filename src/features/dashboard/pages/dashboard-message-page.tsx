import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { ContactThread } from '@contract/types/staff';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFound } from '@/components/layout/not-found';
import { DateText } from '@/components/ui/date-text';
import { t } from '@/lib/i18n/translate';
import { openedFresh } from '@/lib/query-client';
import { DashboardNav } from '../components/dashboard-nav';
import { ContactStatusBadge } from '../components/contact-status-badge';
import { StaffOnly } from '../components/staff-only';
import { useStaffAction } from '../components/second-factor-prompt';
import { threadQuery, useInboxAction } from '../api/staff';
import '../dashboard.css';

/** /dashboard/inbox/:messageId: one contact message, the answers staff mailed, and a form to answer or close it. */
export default function DashboardMessagePage() {
  const id = Number(useParams().messageId);
  return <StaffOnly permission="contact">{Number.isInteger(id) && id > 0 ? <MessageScreen id={id} /> : <NotFound />}</StaffOnly>;
}

function MessageScreen({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(openedFresh(threadQuery(id)));
  if (isPending) return <PageLoading />;
  if (isError) return <NotFound />;
  const m = data.message;
  return (
    <>
      <PageHeader title={t('Dashboard · {section}', { section: m.Subject })} subtitle={t('Contact message #{id}', { id: String(m.id) })} />
      <DashboardNav />
      <p>
        <Link to={paths.dashboardInbox()}>{t('Back to the inbox')}</Link>
      </p>
      <div className="row g-4">
        <div className="col-lg-7">
          <Card as="article" className="mb-4" aria-labelledby="message-title">
            <Card.Header className="d-flex flex-wrap gap-2 align-items-center">
              <h2 id="message-title" className="h6 mb-0 me-auto text-break">
                {m.Name} · {m.Email}
                {m.UserID !== null && (
                  <>
                    {' · '}
                    <Link to={paths.dashboardPlayer(m.UserID)}>{t('player #{id}', { id: String(m.UserID) })}</Link>
                  </>
                )}
              </h2>
              <ContactStatusBadge status={m.Status} />
            </Card.Header>
            <Card.Body>
              <p className="small text-body-secondary">
                <DateText iso={m.DateCreated} withTime />
              </p>
              <p className="mb-0 text-break dashboard-message-text">{m.Message}</p>
            </Card.Body>
          </Card>
          {data.replies.map((r) => (
            <Card as="article" key={r.id} className="mb-3 ms-3 border-success-subtle" aria-label={t('Answer by {name}', { name: r.StaffName })}>
              <Card.Header className="small">
                {t('Answer by {name}', { name: r.StaffName })} · <DateText iso={r.DateCreated} withTime />
              </Card.Header>
              <Card.Body>
                <p className="mb-0 text-break dashboard-message-text">{r.Body}</p>
              </Card.Body>
            </Card>
          ))}
        </div>
        <div className="col-lg-5">
          <AnswerCard thread={data} />
        </div>
      </div>
    </>
  );
}

function AnswerCard({ thread }: { thread: ContactThread }) {
  const m = thread.message;
  const action = useInboxAction(m.id);
  const { run, prompt } = useStaffAction();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => action.mutateAsync({ action: 'answer', fields: { text } })).then((ok) => ok && setText(''));
  };
  return (
    <Card as="section" className="mb-4" aria-labelledby="answer-title">
      <Card.Header as="h2" id="answer-title" className="h6 mb-0">
        {t('Answer by mail')}
      </Card.Header>
      <Card.Body>
        {prompt}
        <Form aria-label={t('Answer by mail')} onSubmit={submit} className="mb-3">
          <Form.Group className="mb-2" controlId="answer-text">
            <Form.Label>{t('To {email}, subject “Re: {subject}”', { email: m.Email, subject: m.Subject })}</Form.Label>
            <Form.Control as="textarea" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
          </Form.Group>
          <Button type="submit" variant="primary">
            {t('Send the answer')}
          </Button>
        </Form>
        {m.Status !== 'closed' && (
          <Button variant="outline-secondary" onClick={() => void run(() => action.mutateAsync({ action: 'close' }))}>
            {t('Close the message')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
