import type { ReactNode } from 'react';
import { LockFill } from 'react-bootstrap-icons';
import Card from 'react-bootstrap/Card';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '@contract/paths';
import { staffMay, type StaffPermission } from '@contract/rules/staff-permissions';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';
import { PageHeader } from '@/components/layout/page-header';

/**
 * The dashboard is for staff: visitors are sent to log in (and brought back), players see a 403
 * panel. The API enforces the same on every call; this only keeps the page honest.
 */
export function StaffOnly({ children, permission = 'dashboard' }: { children: ReactNode; permission?: StaffPermission }) {
  const { userId, staffRole } = useBootstrap();
  const location = useLocation();
  if (!userId) return <Navigate to={paths.login(location.pathname)} replace />;
  if (!staffMay(staffRole, permission)) {
    return (
      <>
        <PageHeader title={t('Dashboard')} />
        <Card className="text-center py-5" data-testid="staff-only">
          <Card.Body>
            {/* An icon, not an emoji: it looks the same whatever fonts the device has. */}
            <div className="display-6 mb-3" aria-hidden="true">
              <LockFill />
            </div>
            <Card.Title as="h2" className="h4">
              {t('403 · Staff only')}
            </Card.Title>
            <Card.Text className="text-body-secondary">
              {staffRole ? t('Your staff role does not open this part of the dashboard.') : t('This area is for staff only.')}
            </Card.Text>
            <Link to={paths.home()} className="btn btn-primary">
              {t('Go to the home page')}
            </Link>
          </Card.Body>
        </Card>
      </>
    );
  }
  return <>{children}</>;
}
