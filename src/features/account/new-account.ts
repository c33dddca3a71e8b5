/**
 * How long after registering a player still counts as new. /account?welcome is the registration's
 * landing page (docs/product-rules.md#pages-and-routes), but anyone can open it later: an existing player must not read
 * "Your account is ready" again.
 */
const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** True when the account was registered within NEW_ACCOUNT_WINDOW_MS of `now`. */
export function isNewAccount(dateCreated: string, now: number = Date.now()): boolean {
  const created = Date.parse(dateCreated);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_WINDOW_MS;
}
