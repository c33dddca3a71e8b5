import { createContext, useContext, useMemo, type ReactNode } from 'react';
import Cookies from 'js-cookie';

/** Reads the cookies a render sees: the document's in the browser, the request's in the server's render. */
type CookieJar = (name: string) => string | undefined;

const Jar = createContext<CookieJar>((name) => Cookies.get(name));

/**
 * The server's render of one request is given that request's cookies here, at its root: renders
 * side by side each read their own, and nothing outside the render holds them.
 */
export function RequestCookies({ cookies: jar, children }: { cookies: Record<string, string>; children: ReactNode }) {
  const read = useMemo<CookieJar>(() => (name) => (Object.hasOwn(jar, name) ? jar[name] : undefined), [jar]);
  return <Jar.Provider value={read}>{children}</Jar.Provider>;
}

/** A cookie's value as this render sees it (page code reads cookies only through this). */
export const useCookie = (name: string): string | undefined => useContext(Jar)(name);

/** Cookies with a lifetime in days (docs/product-rules.md#constants-and-limits); written only in the browser. */
export const cookies = {
  set: (name: string, value: string, days: number) =>
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};
