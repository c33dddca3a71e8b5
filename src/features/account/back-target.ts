// docs/product-rules.md#pages-and-routes login "back" rule, and the guard against open redirects.

const DEFAULT_AFTER_LOGIN = '/account';

/**
 * Where to go after logging in: /account when `back` is absent or names home (or is the site root),
 * login or logout; otherwise that page, but only on this site. `back` is resolved against the site
 * origin as the browser would resolve it, and the result is accepted only when its origin is the
 * site's own. The path handed back is then resolved once more: dot segments or backslashes that
 * normalise to "//host" would otherwise turn it into a protocol-relative URL.
 */
export function resolveBackTarget(back: string | null | undefined, origin: string): string {
  if (!back || /home|login|logout/i.test(back)) return DEFAULT_AFTER_LOGIN;
  const url = sameOriginUrl(back, origin);
  if (!url || url.pathname === '/') return DEFAULT_AFTER_LOGIN;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // A path that is itself read as another origin ("//evil.example" after normalising) is refused.
  if (/^\/[\\/]/.test(target) || sameOriginUrl(target, origin)?.href !== url.href) return DEFAULT_AFTER_LOGIN;
  return target;
}

function sameOriginUrl(value: string, origin: string): URL | null {
  try {
    const url = new URL(value, origin);
    return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
  } catch {
    return null;
  }
}
