// Runtime value lists shared by the request schemas and the types (which derive from the schemas):
// kept here so neither imports the other.

/** The states of a bet, once for the schema, the database's check and the SPA. */
export const BET_STATUSES = ['open', 'joined', 'cancelled', 'voided'] as const;

/** Which list `GET /api/bet/all` answers: the open bets (default) or the latest flips. */
export const BET_LISTS = ['open', 'joined'] as const;
export type BetList = (typeof BET_LISTS)[number];
