// Runtime value lists of the dashboard's calls, shared by the request schemas and the types (which derive from
// the schemas): kept here so neither imports the other.

/** Where a contact message stands in the dashboard's inbox. */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
