import Badge from 'react-bootstrap/Badge';
import type { StorePackageStatus } from '@contract/values/store';
import { msg, t } from '@/lib/i18n/translate';

const LOOK: Record<StorePackageStatus, { bg: string; label: string }> = {
  draft: { bg: 'secondary', label: msg('Draft') },
  published: { bg: 'success', label: msg('Published') },
  retired: { bg: 'dark', label: msg('Retired') },
};

/** A store package's state in the catalogue. */
export function StoreStatusBadge({ status }: { status: StorePackageStatus }) {
  return <Badge bg={LOOK[status].bg}>{t(LOOK[status].label)}</Badge>;
}
