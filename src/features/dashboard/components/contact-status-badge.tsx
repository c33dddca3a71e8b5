import Badge from 'react-bootstrap/Badge';
import type { ContactStatus } from '@contract/types/staff';
import { msg, t } from '@/lib/i18n/translate';

/** Declared with `msg`: shown with `t(CONTACT_STATUS_LABELS[status])`. */
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = { new: msg('New'), answered: msg('Answered'), closed: msg('Closed') };
const COLOURS: Record<ContactStatus, string> = { new: 'primary', answered: 'success', closed: 'secondary' };

/** Where a contact message stands, as a coloured label. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge bg={COLOURS[status]}>{t(CONTACT_STATUS_LABELS[status])}</Badge>;
}
