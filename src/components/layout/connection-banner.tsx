import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'react-bootstrap-icons';
import { onConnectionChange, probeServer } from '@/lib/connection';
import { useConnectionState } from '@/lib/use-connection-state';
import { t } from '@/lib/i18n/translate';

/**
 * A persistent banner while requests fail to reach the server. The layout stays;
 * reads are retried; when the server answers again the banner goes and what failed loads again.
 */
export function ConnectionBanner() {
  const state = useConnectionState();
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onConnectionChange((next) => {
        // Back: what failed while away loads again.
        if (next === 'online') void queryClient.refetchQueries({ predicate: (q) => q.state.status === 'error' });
      }),
    [queryClient],
  );
  if (state === 'online') return null;
  const retryNow = async () => {
    setChecking(true);
    await probeServer();
    setChecking(false);
  };
  return (
    <div className="connection-banner alert alert-warning rounded-0 mb-0 py-2" role="status" aria-live="polite" data-testid="connection-banner">
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <span className="flex-grow-1">
          <WifiOff aria-hidden="true" className="me-2" />
          <strong>{t('Connection lost.')}</strong> {t("We can't reach the server; retrying…")}
        </span>
        <Button size="sm" variant="outline-dark" onClick={() => void retryNow()} disabled={checking}>
          {checking && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
          {t('Retry now')}
        </Button>
      </div>
    </div>
  );
}
