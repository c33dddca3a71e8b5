import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { paths } from '@contract/paths';
import { SECTIONS } from '../lib/sections';

/** The administrator-area links (SPEC §2). */
export function DashboardNav() {
  return (
    <Nav variant="pills" className="dashboard-nav flex-wrap gap-1 mb-4" as="nav" aria-label="Dashboard sections">
      <Nav.Link as={NavLink} to={paths.dashboard()} end>
        Overview
      </Nav.Link>
      <Nav.Link as={NavLink} to={paths.dashboardNews()}>
        News
      </Nav.Link>
      {SECTIONS.map((s) => (
        <Nav.Link key={s.key} as={NavLink} to={paths.dashboard(s.key)}>
          {s.label}
        </Nav.Link>
      ))}
    </Nav>
  );
}
