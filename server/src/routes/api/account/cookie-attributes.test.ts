import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp } from '../../../../test/test-app';

// Every cookie the site sets at sign-in shares one set of attributes: a script on the page cannot
// read it, another site's embedded request does not carry it, and behind https it travels encrypted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { PUBLIC_URL: 'https://guildhall.example' } });
});
afterAll(() => t?.close());

describe('sign-in cookies', () => {
  it('are HttpOnly, SameSite=Lax and Secure behind https, each on its own path', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/login', { username: 'demo', password: 'guildhall-demo' });
    expect(res.statusCode).toBe(200);
    const set = res.cookies.filter((c) => c.value !== '');
    expect(set.map((c) => `${c.name} ${c.path}`).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/ \/$/), expect.stringMatching(/ \/api\/user\/login$/), expect.stringMatching(/ \/api\/login\/social$/)]),
    );
    for (const cookie of set) expect(cookie, cookie.name).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
  });
});
