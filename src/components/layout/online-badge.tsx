import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import Nav from 'react-bootstrap/Nav';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { onlineCountsQuery } from '@/lib/online-counts';
import { useConnectionState } from '@/lib/use-connection-state';
import { t } from '@/lib/i18n/translate';

/**
 * Players online now, in the navbar, linking to /online. Quiet while loading or failing; while the
 * connection is lost the last count would be a stale figure, so only "Online" shows, dimmed.
 */
export function OnlineBadge() {
  const { data: answer } = useQuery(onlineCountsQuery());
  const lost = useConnectionState() === 'lost';
  const data = lost ? undefined : answer;
  const label = data ? t('{count} online', { count: data.total }) : t('Online');
  return (
    <Nav.Link
      as={NavLink}
      to={paths.online()}
      className={lost ? 'online-badge online-badge-stale' : 'online-badge'}
      title={lost ? t('Unknown while the connection is lost') : data ? data.servers.map((s) => `${s.Name}: ${formatNumber(s.Count)}`).join(' · ') : undefined}
    >
      <span className="online-dot" aria-hidden="true" />
      {label}
    </Nav.Link>
  );
}
