import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp } from '../../test/test-app';

// A shared link's burst is mostly cookie-less API reads: they get no visitor cookie (nothing would use
// it), while a page or the bootstrap still hands each visitor a cookie and a token the CSRF check accepts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t?.close());

const visitorCookie = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().find((c) => c.startsWith('gh_visitor='));

describe('visitor cookie and CSRF token', () => {
  it('a burst of 50 cookie-less API reads mints no visitor cookie', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ url: '/api/ranking/player/global' })));
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(visitorCookie(res.headers['set-cookie'])).toBeUndefined();
    }
  });

  it('each cookie-less page load still gets its own visitor cookie', async () => {
    const [a, b] = await Promise.all([t.app.inject({ url: '/ranking/player' }), t.app.inject({ url: '/ranking/player' })]);
    expect(visitorCookie(a.headers['set-cookie'])).toBeDefined();
    expect(visitorCookie(b.headers['set-cookie'])).toBeDefined();
    expect(visitorCookie(a.headers['set-cookie'])).not.toBe(visitorCookie(b.headers['set-cookie']));
  });

  it('the bootstrap token passes with its cookie, and with no other', async () => {
    const client = await visitor(t.app);
    const login = { username: 'nobody-here', password: 'not-the-password' };
    expect((await client.post('/api/user/login', login)).statusCode).not.toBe(403);

    const other = await visitor(t.app);
    const swapped = await other.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams(login).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': client.csrfToken },
      csrf: false,
    });
    expect(swapped.statusCode).toBe(403);
    const cookieless = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams(login).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': client.csrfToken },
    });
    expect(cookieless.statusCode).toBe(403);
  });
});
