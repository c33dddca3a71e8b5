import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { PageLoading } from '@/components/layout/page-loading';
import { DateText } from '@/components/ui/date-text';
import { sayDevice } from '@/components/ui/device-name';
import { LoadError } from '@/components/ui/load-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionRow } from '@contract/types/security';
import { endOtherSessions, endSession, useSessions } from '../api/security';
import { queryKeys } from '@/lib/api/keys';
import { saySentence } from '@/lib/i18n/sentences';
import { TextParts } from '@/components/ui/text-parts';
import { t } from '@/lib/i18n/translate';

/** The owner's live sessions with "sign out" each and "sign out everywhere else". */
export function SessionsCard() {
  const query = useSessions();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
  const end = { one: useMutation({ mutationFn: endSession, onSuccess: refresh }), others: useMutation({ mutationFn: endOtherSessions, onSuccess: refresh }) };
  const others = (query.data ?? []).filter((s) => !s.current).length;
  return (
    <Card as="section" aria-labelledby="sessions-title" className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 id="sessions-title" className="h6 mb-0">
          {t('Where you are signed in')}
        </h2>
        <Button size="sm" variant="outline-danger" disabled={others === 0 || end.others.isPending} onClick={() => end.others.mutate()}>
          {t('Sign out everywhere else')}
        </Button>
      </Card.Header>
      {query.isPending && <PageLoading label={t('Loading your sessions…')} />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {end.others.isSuccess && (
        <Alert variant="success" className="m-3 mb-0" role="status">
          {end.others.data && saySentence(end.others.data.message)}
        </Alert>
      )}
      {query.data && (
        <ListGroup variant="flush" data-testid="session-list">
          {query.data.map((s) => (
            <SessionItem key={s.id} session={s} ending={end.one.isPending} onEnd={() => end.one.mutate(s.id)} />
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

/** One session: its device in the page's language, where and when, and "sign out" unless it is this browser's. */
function SessionItem({ session: s, ending, onEnd }: { session: SessionRow; ending: boolean; onEnd: () => void }) {
  const device = sayDevice(s.deviceParts);
  return (
    <ListGroup.Item className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="session-row">
      <div>
        <div className="fw-semibold">
          {device ?? t('Unknown device')}{' '}
          {s.current && (
            <Badge bg="success" className="ms-1">
              {t('This browser')}
            </Badge>
          )}
        </div>
        <div className="small text-body-secondary">
          <TextParts
            text={t('{address} · signed in {signedIn} · last seen {lastSeen}')}
            parts={{
              address: s.ip ?? t('Unknown address'),
              signedIn: <DateText iso={s.DateCreated} withTime />,
              lastSeen: <DateText iso={s.LastSeenAt} withTime />,
            }}
          />
        </div>
      </div>
      {!s.current && (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={ending}
          onClick={onEnd}
          aria-label={device ? t('Sign out {device}', { device }) : t('Sign out this session')}
        >
          {t('Sign out')}
        </Button>
      )}
    </ListGroup.Item>
  );
}
