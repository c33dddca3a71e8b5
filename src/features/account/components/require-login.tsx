import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@contract/paths';
import { useBootstrap } from '@/app/bootstrap-context';
import '../account.css';

/** Account screens are for logged-in players; a visitor goes to /login and comes back after (SPEC §2 back). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { userId } = useBootstrap();
  const location = useLocation();
  if (!userId) return <Navigate to={paths.login(`${location.pathname}${location.search}`)} replace />;
  return <div className="account-screen">{children}</div>;
}
