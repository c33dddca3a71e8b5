import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Table from 'react-bootstrap/Table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { formatNumber } from '@contract/rules/format';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { CountryFlag } from '@/components/ui/country-flag';
import { LoadError } from '@/components/ui/load-error';
import { PlayerName } from '@/components/ui/player-name';
import { onlineCountsQuery } from '@/lib/online-counts';
import { onlineChoice, onlinePlayersQuery } from '../api/online';
import { t } from '@/lib/i18n/translate';

/** /online: who is playing now, per game server. */
export default function OnlinePage() {
  const counts = useQuery(onlineCountsQuery());
  const [params, setParams] = useSearchParams();
  const servers = counts.data?.servers ?? [];
  const { server, page } = onlineChoice(servers, params);

  return (
    <>
      <PageHeader
        title={t("Who's online")}
        subtitle={
          counts.data
            ? t('{count, plural, one {# player is} other {# players are}} in the game right now.', { count: counts.data.total })
            : t('Players in the game right now.')
        }
      />
      {counts.isPending ? (
        <PageLoading label={t('Counting players…')} />
      ) : counts.isError ? (
        <LoadError error={counts.error} onRetry={() => void counts.refetch()} />
      ) : servers.length === 0 ? (
        <p className="lead text-body-secondary">{t('Nobody is online right now.')}</p>
      ) : (
        <>
          <Nav variant="pills" className="flex-wrap gap-1 mb-3" as="nav" aria-label={t('Game servers')} activeKey={server}>
            {servers.map((s) => (
              <Nav.Link
                key={s.Name}
                eventKey={s.Name}
                as="button"
                type="button"
                aria-current={s.Name === server ? 'true' : undefined}
                onClick={() => setParams({ server: s.Name })}
              >
                {s.Name}{' '}
                <Badge bg={s.Name === server ? 'light' : 'secondary'} text={s.Name === server ? 'dark' : undefined}>
                  {formatNumber(s.Count)}
                </Badge>
              </Nav.Link>
            ))}
          </Nav>
          {server && <ServerPlayers key={server} server={server} page={page} onPage={(p) => setParams({ server, page: String(p) })} />}
        </>
      )}
    </>
  );
}

function ServerPlayers({ server, page, onPage }: { server: string; page: number; onPage: (page: number) => void }) {
  const query = useQuery({ ...onlinePlayersQuery(server, page), placeholderData: keepPreviousData });
  if (query.isPending) return <PageLoading label={t('Loading {server}…', { server })} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { data, pageCount, total } = query.data;
  return (
    <Card>
      <Card.Header as="h2" className="h5 mb-0">
        {t('{server}: {count} online', { server, count: total })}
      </Card.Header>
      <Table hover className="mb-0 align-middle" aria-label={t('Players online on {server}', { server })}>
        <thead>
          <tr>
            <th scope="col">{t('Player')}</th>
            <th scope="col" className="text-end">
              {t('Level')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((p) => (
            <tr key={p.id}>
              <td>
                <CountryFlag code={p.CountryCode} className="me-2" />
                <PlayerName user={p} />
              </td>
              <td className="text-end">{formatNumber(p.Level)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {pageCount > 1 && (
        <Card.Footer className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span className="small text-body-secondary">{t('Page {page} of {count}', { page, count: pageCount })}</span>
          <span className="d-flex gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('Previous')}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
              {t('Next')}
            </button>
          </span>
        </Card.Footer>
      )}
    </Card>
  );
}
