import type { CookieSerializeOptions } from '@fastify/cookie';

/** True when the site is served over https, so its cookies may only travel encrypted. */
export const cookiesSecure = (config: { PUBLIC_URL?: string }) => Boolean(config.PUBLIC_URL?.startsWith('https:'));

/**
 * The attributes every cookie of the site shares: out of scripts' reach (httpOnly), sent on a
 * top-level navigation from another site but not on its embedded requests (lax), Secure behind
 * https. Only the path and the lifetime differ from one cookie to the next.
 */
export function siteCookie(secure: boolean, path: string, maxAgeSeconds?: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path, ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
}
