import Badge from 'react-bootstrap/Badge';
import type { StorePackageStatus } from '@contract/values/store';

const LOOK: Record<StorePackageStatus, { bg: string; label: string }> = {
  draft: { bg: 'secondary', label: 'Draft' },
  published: { bg: 'success', label: 'Published' },
  retired: { bg: 'dark', label: 'Retired' },
};

/** A store package's state in the catalogue. */
export function StoreStatusBadge({ status }: { status: StorePackageStatus }) {
  return <Badge bg={LOOK[status].bg}>{LOOK[status].label}</Badge>;
}
