import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { LiveMark } from '@/components/layout/live-mark';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { probeServer, serverUnreachable } from '@/lib/connection';
import { saySentence } from '@/lib/i18n/sentences';
import { t } from '@/lib/i18n/translate';

/**
 * Error boundary of the pages: shown inside the site layout (navbar and footer stay), never a blank
 * screen. A page whose code could not be fetched is most often a lost connection: the connection
 * banner takes over, and "Try again" loads the page once the server answers.
 */
export function RouteError() {
  const error = useRouteError();
  // Vite and the browsers word a chunk that could not be fetched differently ("Failed to fetch
  // dynamically imported module", "Importing a module script failed", "Unable to preload CSS").
  const chunkFailed = error instanceof Error && /dynamically imported module|module script failed|preload CSS|Failed to fetch/i.test(error.message);
  // Whatever failed, the server is asked: unreachable, the page says the connection is lost.
  const [reachable, setReachable] = useState<boolean | null>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    console.error(error);
    void probeServer().then((ok) => {
      setReachable(ok);
      if (!ok) serverUnreachable();
    });
  }, [error]);

  const tryAgain = async () => {
    setRetrying(true);
    if (await probeServer()) {
      window.location.reload();
      return;
    }
    serverUnreachable();
    setReachable(false);
    setRetrying(false);
  };

  const lost = reachable === false;
  const text = lost
    ? t("We can't reach the server right now, so this page could not be loaded. Check your connection, then try again.")
    : isRouteErrorResponse(error) && error.status === 404
      ? t('This page does not exist.')
      : chunkFailed
        ? t('The site was updated. Reload the page to get the new version.')
        : saySentence(GENERIC_ERROR_TEXT);
  return (
    <Alert variant={lost ? 'warning' : 'danger'} className="my-4" data-testid="route-error">
      <Alert.Heading>{lost ? t('Connection lost') : t('Something went wrong')}</Alert.Heading>
      <p className="mb-2">{text}</p>
      <Button variant="outline-dark" onClick={() => void tryAgain()} disabled={retrying}>
        {t('Try again')}
      </Button>
      {/* Shown in place of the whole layout when the root route fails: live from here. */}
      <LiveMark />
    </Alert>
  );
}
