import type { Static } from 'typebox';
import type * as S from '../schemas/staff';

// Answers of the dashboard's staff calls, derived from their schemas.

export type PlayerRow = Static<typeof S.PlayerRow>;
export type PlayerDetail = Static<typeof S.PlayerDetail>;
export type LedgerRow = Static<typeof S.LedgerRow>;
export type AuditRow = Static<typeof S.AuditRow>;

/** Where a contact message stands in the dashboard's inbox. */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type InboxRow = Static<typeof S.InboxRow>;
export type ContactThread = Static<typeof S.ContactThread>;
