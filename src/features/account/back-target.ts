// SPEC §2 login "back" rule, and the guard against open redirects.

export const DEFAULT_AFTER_LOGIN = '/account';

/**
 * Where to go after logging in: /account when `back` is absent or names home (or is the site root), login or logout;
 * otherwise that page, but only on this site (a back pointing at another origin, a protocol-relative
 * //host or a javascript: URL also lands on /account).
 */
export function resolveBackTarget(back: string | null | undefined, origin: string): string {
  if (!back || /home|login|logout/i.test(back)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(back, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return DEFAULT_AFTER_LOGIN;
  // The site root is the home page.
  if (url.pathname === '/') return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}
