import Badge from 'react-bootstrap/Badge';
import type { ContactStatus } from '@contract/types/staff';

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: 'New', answered: 'Answered', closed: 'Closed' };
const COLOURS: Record<ContactStatus, string> = { new: 'primary', answered: 'success', closed: 'secondary' };

/** Where a contact message stands, as a coloured label. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge bg={COLOURS[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
