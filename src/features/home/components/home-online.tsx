import Card from 'react-bootstrap/Card';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { onlineCountsQuery } from '@/lib/online-counts';
import { t } from '@/lib/i18n/translate';

/** Players online now per game server, on the home page. */
export function HomeOnline() {
  const { data, isError } = useQuery(onlineCountsQuery());
  if (isError) return null;
  return (
    <Card className="mb-4 home-online">
      <Card.Body className="d-flex flex-wrap align-items-center gap-3">
        <h2 className="h5 mb-0">
          <span className="online-dot" aria-hidden="true" />
          {data ? t('{count} playing now', { count: data.total }) : t('Playing now')}
        </h2>
        <ul className="list-inline mb-0 flex-grow-1">
          {data?.servers.map((s) => (
            <li key={s.Name} className="list-inline-item me-3">
              <Link to={`${paths.online()}?server=${encodeURIComponent(s.Name)}`}>{s.Name}</Link>{' '}
              <span className="text-body-secondary">{formatNumber(s.Count)}</span>
            </li>
          ))}
        </ul>
        <Link to={paths.online()} className="btn btn-sm btn-outline-secondary">
          {t("Who's online")}
        </Link>
      </Card.Body>
    </Card>
  );
}
