import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { paths } from '@contract/paths';
import { staffMay } from '@contract/rules/staff-permissions';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';
import { SECTIONS } from '../lib/sections';

/** The administrator-area links (docs/product-rules.md#pages-and-routes); each shows only to the staff roles the permission table lets in. */
export function DashboardNav() {
  const { staffRole } = useBootstrap();
  return (
    <Nav variant="pills" className="dashboard-nav flex-wrap gap-1 mb-4" as="nav" aria-label={t('Dashboard sections')}>
      <Nav.Link as={NavLink} to={paths.dashboard()} end>
        {t('Overview')}
      </Nav.Link>
      <Nav.Link as={NavLink} to={paths.dashboardNews()}>
        {t('News')}
      </Nav.Link>
      {staffMay(staffRole, 'playersRead') && (
        <Nav.Link as={NavLink} to={paths.dashboardPlayers()}>
          {t('Players')}
        </Nav.Link>
      )}
      {staffMay(staffRole, 'contact') && (
        <Nav.Link as={NavLink} to={paths.dashboardInbox()}>
          {t('Inbox')}
        </Nav.Link>
      )}
      {staffMay(staffRole, 'store') && (
        <Nav.Link as={NavLink} to={paths.dashboardStore()}>
          {t('Store')}
        </Nav.Link>
      )}
      {staffMay(staffRole, 'audit') && (
        <Nav.Link as={NavLink} to={paths.dashboardAudit()}>
          {t('Staff record')}
        </Nav.Link>
      )}
      {SECTIONS.map((s) => (
        <Nav.Link key={s.key} as={NavLink} to={paths.dashboard(s.key)}>
          {t(s.label)}
        </Nav.Link>
      ))}
    </Nav>
  );
}
