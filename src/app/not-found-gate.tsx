import { Outlet, useLocation } from 'react-router-dom';
import { NotFound } from '@/components/layout/not-found';
import { useBootstrap } from '@/lib/bootstrap';
import { ControllerCheck } from './controller-check';

/**
 * The server already answered 404 for an unknown id (a deep link to a deleted character): show the
 * not-found page for that first location instead of a page that would only fail to load.
 */
export function NotFoundGate() {
  const { notFound } = useBootstrap();
  const location = useLocation();
  if (notFound && location.key === 'default') return <NotFound />;
  return (
    <>
      <ControllerCheck />
      <Outlet />
    </>
  );
}
