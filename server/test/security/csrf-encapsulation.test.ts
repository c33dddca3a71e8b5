import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../test-app';
import { bets } from '../../src/db/schema/index';
import { setBalance } from '../support/balances';

// The session, CSRF and Origin checks belong to the API's encapsulation context,
// so no spelling of a path reaches an API route without them; files and health checks touch no session.

let t: TestApp;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  alice = await clientFor(t.app, 1);
  await setBalance(t.app.db, 1, 100_000);
});
afterAll(() => t?.close());

const SPELLINGS = (path: string) => [
  `/api${path}`,
  `/%61pi${path}`,
  `/%61%70%69${path}`,
  `/%41pi${path}`.toLowerCase() === `/%41pi${path}` ? `/%61pI${path}` : `/%41pi${path}`,
  `//api${path}`,
  `/api/.${path}`,
  `/api/x/..${path}`,
];

describe('CSRF and Origin checks cover every spelling of an API path', () => {
  it('refuses a POST without the token whatever the percent-encoding of /api/', async () => {
    const before = (await t.app.db.select({ id: bets.id }).from(bets)).length;
    for (const url of SPELLINGS('/bet/new')) {
      const res = await alice.inject({
        method: 'POST',
        url,
        payload: 'coins=100',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        csrf: false,
      });
      expect([403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    expect((await t.app.db.select({ id: bets.id }).from(bets)).length).toBe(before);
  });

  it('refuses the state-changing GET cancel without the token under an encoded prefix (a cross-site top-level link)', async () => {
    const bet = (await alice.post('/api/bet/new', { coins: 100 })).json().bet;
    for (const url of SPELLINGS(`/bet/cancel/${bet.id}`)) {
      const res = await alice.inject({ method: 'GET', url, csrf: false });
      expect([403, 404], `${url} → ${res.statusCode}`).toContain(res.statusCode);
    }
    const [row] = await t.app.db.select({ Status: bets.Status }).from(bets).where(eq(bets.id, bet.id));
    expect(row.Status).toBe('open');
  });

  it('refuses another origin on an encoded path', async () => {
    const res = await alice.inject({
      method: 'POST',
      url: '/%61pi/bet/new',
      payload: 'coins=100',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('files and health checks touch no session', () => {
  it('sets no cookie on images, /healthz and static files, even with a stale session cookie', async () => {
    const stale = { cookie: 'gh_session=not-a-real-session; gh_visitor=short' };
    for (const url of ['/api/image/avatar/player/head/1/1', '/healthz', '/index.html', '/api/game/files?path=loader.swf']) {
      const res = await t.app.inject({ url, headers: stale });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('still gives pages and API calls their session and CSRF token', async () => {
    const page = await t.app.inject({ url: '/ranking/player' });
    expect(page.headers['set-cookie']).toBeDefined();
    expect((await alice.get('/api/bootstrap')).json().userId).toBe(1);
  });
});
