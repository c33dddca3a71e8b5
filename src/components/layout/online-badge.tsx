import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import Nav from 'react-bootstrap/Nav';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { onlineCountsQuery } from '@/lib/online-counts';

/** Players online now, in the navbar, linking to /online (issue 19). Quiet while loading or failing. */
export function OnlineBadge() {
  const { data } = useQuery(onlineCountsQuery());
  const label = data ? `${formatNumber(data.total)} online` : 'Online';
  return (
    <Nav.Link
      as={NavLink}
      to={paths.online()}
      className="online-badge"
      title={data ? data.servers.map((s) => `${s.Name}: ${formatNumber(s.Count)}`).join(' · ') : undefined}
    >
      <span className="online-dot" aria-hidden="true" />
      {label}
    </Nav.Link>
  );
}
