import { Tools } from 'react-bootstrap-icons';
import { useReadOnly } from '@/lib/site-mode';
import { t } from '@/lib/i18n/translate';

/** Says, on every page, that changes are paused for maintenance; pages and reads keep working. */
export function ReadOnlyBanner() {
  if (!useReadOnly()) return null;
  return (
    <div className="read-only-banner alert alert-info rounded-0 mb-0 py-2" role="status" aria-live="polite" data-testid="read-only-banner">
      <div className="container">
        <Tools aria-hidden="true" className="me-2" />
        <strong>{t('Maintenance.')}</strong> {t('The site is read-only for a few minutes: you can look around, but nothing can be changed right now.')}
      </div>
    </div>
  );
}
