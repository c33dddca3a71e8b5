import { useEffect, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { reloadAt, useLogout } from '../api/session';
import { saySentence } from '@/lib/i18n/sentences';
import { t } from '@/lib/i18n/translate';

/** /logout: ends the session on the server (POST /api/user/logout), then loads the home page. */
export default function LogoutPage() {
  const started = useRef(false);
  const logout = useLogout();
  const error = logout.error?.messages ?? null;
  const { mutate } = logout;

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSuccess: () => reloadAt(paths.home()) });
  }, [mutate]);

  return (
    <>
      <PageHeader title={t('Log out')} />
      {error ? (
        <Alert variant="danger">
          {error.map((m) => (
            <p key={m} className="mb-1">
              {saySentence(m)}
            </p>
          ))}
          <Link to={paths.home()}>{t('Back to the home page')}</Link>
        </Alert>
      ) : (
        <PageLoading label={t('Logging out…')} />
      )}
    </>
  );
}
