import Alert from 'react-bootstrap/Alert';
import { t } from '@/lib/i18n/translate';

/**
 * docs/product-rules.md#error-messages. Browsers no longer have Flash; the game runs in Ruffle, so this shows only
 * where Ruffle cannot run either: WebAssembly missing or turned off, or the player failed to load.
 */
export function NoFlashNotice({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert variant="warning" className="no-flash-notice" data-testid="no-flash-notice">
      <Alert.Heading as="h2" className="h5">
        {t('The game cannot run in this browser')}
      </Alert.Heading>
      <p>
        {t(
          "The game client is a Flash game. Flash Player is gone from today's browsers, so we play it with Ruffle, which needs WebAssembly — and WebAssembly is missing, turned off, or blocked here.",
        )}
      </p>
      <p className="mb-0">
        {t(
          'Use a current version of Chrome, Edge, Firefox or Safari, or turn WebAssembly back on (some security settings and extensions disable it), then reload this page.',
        )}
        {onRetry && (
          <>
            {' '}
            <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={onRetry}>
              {t('Try again')}
            </button>
          </>
        )}
      </p>
    </Alert>
  );
}
