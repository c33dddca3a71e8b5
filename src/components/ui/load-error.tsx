import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { toApiError } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import { t } from '@/lib/i18n/translate';

/** A failed load inside a page section: the server's messages (or the generic text) and a retry. */
export function LoadError({ error, onRetry, className }: { error: unknown; onRetry?: () => void; className?: string }) {
  const { messages } = toApiError(error);
  return (
    <Alert variant="danger" className={className}>
      {messages.map((m) => (
        <p key={m} className="mb-1">
          {saySentence(m)}
        </p>
      ))}
      {onRetry && (
        <Button variant="outline-danger" size="sm" className="mt-1" onClick={onRetry}>
          {t('Try again')}
        </Button>
      )}
    </Alert>
  );
}
