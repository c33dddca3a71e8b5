import Cookies from 'js-cookie';

/** Cookies with a lifetime in days (SPEC §9). */
export const cookies = {
  get: (name: string) => Cookies.get(name),
  set: (name: string, value: string, days: number) =>
    Cookies.set(name, value, { expires: days, sameSite: 'Lax', path: '/', secure: location.protocol === 'https:' }),
  remove: (name: string) => Cookies.remove(name, { path: '/' }),
};
