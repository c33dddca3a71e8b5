import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { toApiError } from '@/lib/api-error';
import { logout, reloadAt } from '../api/session';

/** /logout: ends the session on the server (POST /api/user/logout), then loads the home page. */
export default function LogoutPage() {
  const started = useRef(false);
  const [error, setError] = useState<string[] | null>(null);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    logout()
      .then(() => reloadAt(paths.home()))
      .catch((e: unknown) => setError(toApiError(e).messages));
  }, []);

  return (
    <>
      <PageHeader title="Log out" />
      {error ? (
        <Alert variant="danger">
          {error.map((m) => (
            <p key={m} className="mb-1">
              {m}
            </p>
          ))}
          <Link to={paths.home()}>Back to the home page</Link>
        </Alert>
      ) : (
        <PageLoading label="Logging out…" />
      )}
    </>
  );
}
