import Badge from 'react-bootstrap/Badge';
import type { StorePackageStatus } from '@contract/values/store';
import { msg, t } from '@/lib/i18n/translate';

/** Declared with `msg`: shown with `t(STORE_STATUS_LABELS[status])`. */
export const STORE_STATUS_LABELS: Record<StorePackageStatus, string> = { draft: msg('Draft'), published: msg('Published'), retired: msg('Retired') };
const COLOURS: Record<StorePackageStatus, string> = { draft: 'secondary', published: 'success', retired: 'dark' };

/** A store package's state in the catalogue. */
export function StoreStatusBadge({ status }: { status: StorePackageStatus }) {
  return <Badge bg={COLOURS[status]}>{t(STORE_STATUS_LABELS[status])}</Badge>;
}
