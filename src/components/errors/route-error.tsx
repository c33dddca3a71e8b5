import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { probeServer, serverUnreachable } from '@/lib/connection';

const CONNECTION_TEXT = "We can't reach the server right now, so this page could not be loaded. Check your connection; it loads as soon as you try again with the server back.";

/**
 * Error boundary of the pages: shown inside the site layout (navbar and footer stay), never a blank
 * screen. A page whose code could not be fetched is most often a lost connection: the connection
 * banner takes over, and "Try again" loads the page once the server answers.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  // Only a failed chunk needs the server checked: reachable means the site was updated meanwhile.
  const [reachable, setReachable] = useState<boolean | null>(chunkFailed ? null : true);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    console.error(error);
    if (!chunkFailed) return;
    void probeServer().then((ok) => {
      setReachable(ok);
      if (!ok) serverUnreachable();
    });
  }, [error, chunkFailed]);

  const tryAgain = async () => {
    setRetrying(true);
    if (!chunkFailed || (await probeServer())) {
      window.location.reload();
      return;
    }
    serverUnreachable();
    setReachable(false);
    setRetrying(false);
  };

  const text =
    isRouteErrorResponse(error) && error.status === 404
      ? 'This page does not exist.'
      : chunkFailed && reachable === false
        ? CONNECTION_TEXT
        : chunkFailed && reachable
          ? 'The site was updated. Reload the page to get the new version.'
          : chunkFailed
            ? 'Loading the page failed.'
            : GENERIC_ERROR_TEXT;
  return (
    <Alert variant={chunkFailed && reachable === false ? 'warning' : 'danger'} className="my-4" data-testid="route-error">
      <Alert.Heading>{chunkFailed && reachable === false ? 'Connection lost' : 'Something went wrong'}</Alert.Heading>
      <p className="mb-2">{text}</p>
      <Button variant="outline-dark" onClick={() => void tryAgain()} disabled={retrying}>
        Try again
      </Button>
    </Alert>
  );
}
