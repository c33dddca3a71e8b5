import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp } from '../../test/test-app';

// A shared link's burst reads the same public answers over and over: the visitor cache keeps each
// one and sends it whole (compressed once per encoding), still counted against the read limit and
// in the request metrics, with the headers a fresh answer has.

const LIMIT = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { VISITOR_CACHE_SECONDS: '300', READ_RATE_LIMIT_MAX: String(LIMIT), READ_RATE_LIMIT_WINDOW_SECONDS: '60' } });
});
afterAll(() => t?.close());

let address = 0;
/** Each read from its own client address, so the read limit of one case does not spill into another. */
const read = (url: string, headers: Record<string, string> = {}, remoteAddress = `203.0.113.${++address}`) =>
  t.app.inject({ url, remoteAddress, headers: { origin: 'https://tracker.example', ...headers } });

/** What differs between two answers by design: the request, the time, the read count, how the bytes were framed. */
const PER_REQUEST = ['x-request-id', 'date', 'ratelimit', 'content-length', 'transfer-encoding'];
const sameFor = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));

const decoded = (raw: Buffer, encoding: unknown) => (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();

const requestsOf = async (route: string) => {
  const text = (await t.app.inject({ url: '/metrics' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith('http_requests_total{') && l.includes(`route="${route}"`) && l.includes('method="GET"') && l.includes('status="200"'));
  return Number(line?.split(' ').pop() ?? 0);
};

describe('public reads kept for visitors', () => {
  it('sends a kept read with the headers and the content of a fresh one, in each encoding, with its length', async () => {
    for (const [i, acceptEncoding] of [undefined, 'gzip', 'gzip, deflate, br'].entries()) {
      const url = `/api/ranking/player/global?draw=${i + 1}&start=0&length=25`;
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const fresh = await read(url, headers);
      const kept = await read(url, headers);
      expect([fresh.statusCode, kept.statusCode]).toEqual([200, 200]);
      expect(sameFor(kept.headers)).toEqual(sameFor(fresh.headers));
      expect(kept.headers['content-encoding']).toBe(acceptEncoding === undefined ? undefined : acceptEncoding === 'gzip' ? 'gzip' : 'br');
      expect(JSON.parse(decoded(kept.rawPayload, kept.headers['content-encoding']))).toEqual(
        JSON.parse(decoded(fresh.rawPayload, fresh.headers['content-encoding'])),
      );
      // Compressed once and kept: the whole length is known before the first byte.
      expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
    }
  });

  it("sends the site's own table form (a POST) kept for one visitor to the next with the same headers", async () => {
    const payload = 'draw=7&start=0&length=10&columns[0][data]=Position&order[0][column]=0&order[0][dir]=asc';
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br' };
    const [one, two] = [await visitor(t.app), await visitor(t.app)];
    const fresh = await one.inject({ method: 'POST', url: '/api/ranking/player/global', payload, headers });
    const kept = await two.inject({ method: 'POST', url: '/api/ranking/player/global', payload, headers });
    expect([fresh.statusCode, kept.statusCode]).toEqual([200, 200]);
    expect(sameFor(kept.headers)).toEqual(sameFor(fresh.headers));
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(brotliDecompressSync(fresh.rawPayload).toString());
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
  });

  it('answers a kept read 304 to a client that holds its ETag', async () => {
    const first = await read('/api/guild/1');
    const kept = await read('/api/guild/1', { 'accept-encoding': 'br' });
    expect(kept.headers.etag).toBe(first.headers.etag);
    const unchanged = await read('/api/guild/1', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('holds the read limit exactly for kept reads under a parallel burst from one address', async () => {
    expect((await read('/api/wiki/item')).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: LIMIT + 15 }, () => read('/api/wiki/item', { 'accept-encoding': 'br' }, '192.0.2.77')));
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    const remaining = burst.filter((res) => res.statusCode === 200).map((res) => Number(/r=(\d+)/.exec(String(res.headers.ratelimit))![1]));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: LIMIT }, (_, i) => i));
  });

  it('counts kept reads in the request metrics', async () => {
    expect((await read('/api/character/2')).statusCode).toBe(200);
    const before = await requestsOf('/api/character/:id');
    for (let i = 0; i < 5; i++) expect((await read('/api/character/2')).statusCode).toBe(200);
    expect((await requestsOf('/api/character/:id')) - before).toBe(5);
  });
});
