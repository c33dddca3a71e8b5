import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, visitor, type TestApp, type TestClient } from '../test-app';

// What depends on the session is kept by no cache (a shared computer, a proxy): the account, the
// bootstrap, a player's own lists and what a player's calls answer. Public reads stay revalidatable.

let t: TestApp;
let demo: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  demo = await clientFor(t.app, 1);
});
afterAll(() => t.close());

describe('Cache-Control of answers that depend on the session', () => {
  it.each([
    '/api/bootstrap',
    '/api/user/account',
    '/api/user/account/privacy',
    '/api/user/account/sessions',
    '/api/user/account/activity?draw=1&start=0&length=10',
    '/api/user/account/wheel?draw=1&start=0&length=10',
  ])('GET %s as a player: no-store', async (url) => {
    const res = await demo.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a player’s POST answer, and a refusal, are no-store too', async () => {
    const posted = await demo.post('/api/user/account/privacy', { inventory: 'everyone' });
    expect(posted.headers['cache-control']).toBe('no-store');
    const refused = await (await visitor(t.app)).get('/api/user/account');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('public reads keep their own revalidation, and pictures their long cache', async () => {
    expect((await demo.get('/api/character/1')).headers['cache-control']).toBe('private, no-cache');
    expect((await demo.get('/api/wiki/item/1')).headers['cache-control']).toBe('private, no-cache');
    expect((await demo.get('/api/image/guild/banner/1')).headers['cache-control']).toBe('public, max-age=3600');
  });
});
