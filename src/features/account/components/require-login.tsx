import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '@contract/paths';
import { useBootstrap } from '@/lib/bootstrap';
import '../account.css';
import { t } from '@/lib/i18n/translate';

/**
 * Account screens are for logged-in players; a visitor goes to /login and comes back after (docs/product-rules.md#pages-and-routes
 * back). A player logged out while the screen is open (in another tab, or the session ended) is not
 * whisked away: the screen says so and offers the login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { userId } = useBootstrap();
  const location = useLocation();
  const [openedLoggedIn] = useState(Boolean(userId));
  const back = `${location.pathname}${location.search}`;
  if (!userId && openedLoggedIn) {
    return (
      <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="logged-out-notice">
        <span>{t('You are no longer logged in (you logged out in another tab, or your session ended). Log in again to continue.')}</span>
        <Link to={paths.login(back)} className="btn btn-primary btn-sm">
          {t('Log in')}
        </Link>
      </Alert>
    );
  }
  if (!userId) return <Navigate to={paths.login(back)} replace />;
  return <div className="account-screen">{children}</div>;
}
