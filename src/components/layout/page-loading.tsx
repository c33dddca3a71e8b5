import Spinner from 'react-bootstrap/Spinner';
import { t } from '@/lib/i18n/translate';

/** Shown while a lazy page chunk or its first data loads. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <Spinner animation="border" className="me-2" aria-hidden="true" />
      <span>{label ?? t('Loading…')}</span>
    </div>
  );
}
