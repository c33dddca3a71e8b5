import Cookies from 'js-cookie';

/**
 * Set by the server-side render (src/server-render/entry-server.tsx): the cookies of the request it is rendering,
 * or undefined outside a render (the browser's own cookies then).
 */
let requestCookies: (() => Record<string, string> | undefined) | null = null;
export function readCookiesFrom(jar: () => Record<string, string> | undefined): void {
  requestCookies = jar;
}

/** Cookies with a lifetime in days (docs/product-rules.md#constants-and-limits). */
export const cookies = {
  get: (name: string) => {
    const jar = requestCookies?.();
    return jar ? jar[name] : Cookies.get(name);
  },
  set: (name: string, value: string, days: number) =>
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};
