import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, like } from 'drizzle-orm';
import { rateLimits } from '../src/db/schema/index';
import { createTestApp, loginAs, visitor, type TestApp } from './test-app';

// The read calls are usable by community tools from scripts and other origins:
// DataTables parameters as a GET query, CORS without credentials, ETag and 304, a per-client limit
// with the RateLimit headers and 429 with Retry-After, counted in the process's memory.

const TOOL_ORIGIN = 'https://tracker.example';
const LIMIT = 8;
const table = 'draw=3&start=0&length=5&columns[0][data]=Position&columns[1][data]=Level&order[0][column]=0&order[0][dir]=asc';

let t: TestApp;
let ip = 0;
/** Each test reads as its own client address, so the counts of one test don't spill into the next. */
const tool = () => {
  const address = `203.0.113.${++ip}`;
  return (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: address, headers: { origin: TOOL_ORIGIN, ...headers } });
};

beforeAll(async () => {
  t = await createTestApp({ players: 40, config: { READ_RATE_LIMIT_MAX: String(LIMIT), READ_RATE_LIMIT_WINDOW_SECONDS: '60' } });
});
afterAll(() => t?.close());

describe('the public read API', () => {
  it('answers a DataTables GET from another origin like the POST form, readable without credentials', async () => {
    const get = tool();
    const res = await get(`/api/ranking/player/global?${table}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers['access-control-expose-headers'])).toContain('RateLimit');
    const page = res.json();
    expect(page.draw).toBe(3);
    expect(page.data).toHaveLength(5);
    expect(page.data.map((r: { Position: number }) => r.Position)).toEqual([1, 2, 3, 4, 5]);

    // The same table as the SPA asks for it (POST form with its CSRF token) gives the same rows.
    const site = await visitor(t.app);
    const form = Object.fromEntries(new URLSearchParams(table));
    const posted = await site.post('/api/ranking/player/global', form);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toEqual(page.data);
  });

  it('answers the guild and character tables, the wiki, the store and open bets the same way', async () => {
    const get = tool();
    for (const url of [
      '/api/guild/1',
      `/api/guild/member/1?${table}`,
      '/api/character/1',
      `/api/ranking/friend/1?${table}`,
      '/api/wiki/item?length=3',
      '/api/store',
      '/api/bet/all',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
    }
  });

  it('gives no CORS access to the account and other private calls', async () => {
    const res = await tool()('/api/user/account');
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for GET with If-None-Match, and offers no other method', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/ranking/player/global',
      headers: { origin: TOOL_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('if-none-match');
  });

  it('sends an ETag and answers 304 while the answer is unchanged', async () => {
    const get = tool();
    const first = await get('/api/guild/1');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/guild/1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/api/guild/2', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('keeps the ETag and the 304 for a client that accepts compressed answers', async () => {
    const get = tool();
    const url = `/api/ranking/player/global?draw=1&start=0&length=100`;
    const first = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('counts each client in the standard RateLimit headers, then answers 429 with Retry-After', async () => {
    const get = tool();
    const seen: string[] = [];
    for (let i = 1; i <= LIMIT; i++) {
      const res = await get('/api/store');
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"reads";q=${LIMIT};w=60`);
      seen.push(String(res.headers.ratelimit));
    }
    expect(seen[0]).toMatch(new RegExp(`^"reads";r=${LIMIT - 1};t=\\d+$`));
    expect(seen[LIMIT - 1]).toMatch(/^"reads";r=0;t=\d+$/);
    const over = await get('/api/store');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers['access-control-allow-origin']).toBe('*');
    expect(over.json().messages).toEqual(['Too many attempts. Please wait a few minutes and try again.']);
    // Another client is not affected.
    expect((await tool()('/api/store')).statusCode).toBe(200);
  });

  it('counts a script that sends a visitor cookie and the CSRF token it got from the bootstrap call', async () => {
    // Both are free for anyone to get: a script with them is counted like any other client.
    const address = `198.51.100.${++ip}`;
    const boot = await t.app.inject({ url: '/api/bootstrap', remoteAddress: address });
    const cookie = boot.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { cookie, 'x-csrf-token': boot.json<{ csrfToken: string }>().csrfToken };
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await t.app.inject({ url: '/api/store', remoteAddress: address, headers });
      expect(res.headers.ratelimit).toBeDefined();
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429]);
  });

  it("counts a logged-in player's reads against the account, not the address they share", async () => {
    const player = await loginAs(t.app, 'demo');
    for (let i = 0; i < LIMIT; i++) expect((await player.get('/api/store')).statusCode).toBe(200);
    expect((await player.get('/api/store')).statusCode).toBe(429);
    // A visitor on the same address still has the whole allowance.
    expect((await (await visitor(t.app)).get('/api/store')).statusCode).toBe(200);
  });

  it('holds the limit exactly under a parallel burst from one address', async () => {
    const address = `192.0.2.${++ip}`;
    const burst = await Promise.all(Array.from({ length: 60 }, () => t.app.inject({ url: '/api/store', remoteAddress: address })));
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(60 - LIMIT);
  });

  it("writes nothing to the database for a visitor's read, a script's or the site's", async () => {
    // A category's very first read ranks it, once per world: not what this is about.
    expect((await tool()('/api/ranking/player/global')).statusCode).toBe(200);
    const db = t.app.db;
    // Every statement either driver (PGlite, a PostgreSQL pool) is given, as its SQL text.
    const client = (db as unknown as { $client: { query: (query: string | { text: string }) => unknown } }).$client;
    const statements = vi.spyOn(client, 'query');
    const transactions = vi.spyOn(db, 'transaction');
    try {
      const site = await visitor(t.app);
      for (const res of [await tool()('/api/character/1'), await site.get('/api/character/1'), await site.post('/api/ranking/player/global', { draw: 1 })]) {
        expect(res.statusCode).toBe(200);
      }
      const sent = statements.mock.calls.map(([query]) => (typeof query === 'string' ? query : query.text).trim().toLowerCase());
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((text) => !text.startsWith('select'))).toEqual([]);
      expect(transactions).not.toHaveBeenCalled();
    } finally {
      statements.mockRestore();
      transactions.mockRestore();
    }
    const [{ n }] = await db.select({ n: count() }).from(rateLimits).where(like(rateLimits.key, 'read:%'));
    expect(n).toBe(0);
  });

  it('ignores a sort on a column the table cannot sort by and answers in its own order', async () => {
    const res = await tool()('/api/ranking/player/global?draw=1&start=0&length=3&columns[0][data]=Username&order[0][column]=0&order[0][dir]=desc');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { Position: number }) => r.Position)).toEqual([1, 2, 3]);
  });
});
