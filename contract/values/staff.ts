// Runtime value lists of the dashboard's calls, shared by the request schemas and the types (which derive from
// the schemas): kept here so neither imports the other.

/** Where a contact message stands in the dashboard's inbox. */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;

/** Every action the staff record names: the server writes only these, the staff record page filters by them. */
export const STAFF_AUDIT_ACTIONS = [
  'player.suspend',
  'player.lift',
  'player.sessions.end',
  'player.password_reset',
  'player.mail',
  'player.role',
  'player.balance',
  'purchase.refund',
  'bet.void',
  'contact.answer',
  'contact.close',
  'gamedata.create',
  'gamedata.edit',
  'gamedata.revert',
  'store.create',
  'store.edit',
  'store.publish',
  'store.retire',
  'site.read-only',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];
