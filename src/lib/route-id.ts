/** An id from the address (`/charid/42`, `?player=42`): a positive integer as written, else null. */
export const parseRouteId = (raw: string | null | undefined): number | null => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);
