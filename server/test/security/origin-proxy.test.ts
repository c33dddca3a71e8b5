import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../test-app';

// Which proxy hops are trusted, and how Origin and Host are handled.

describe('TRUST_PROXY (finding 5)', () => {
  it('takes a hop count or a list of proxy addresses, and refuses "true" (every hop trusted)', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.3/32' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.0.0.3/32']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'not an address' })).toThrow(ConfigError);
  });

  it('behind one proxy, a client rotating X-Forwarded-For cannot choose its address', async () => {
    const t = await createTestApp({ players: 10, config: { TRUST_PROXY: '1' }, beforeReady: (a) => a.get('/api/test/ip', async (r) => ({ ip: r.ip })) });
    try {
      // The proxy appends the address it saw: the client's own header values come before it.
      const seen = async (xff: string) =>
        (await t.app.inject({ url: '/api/test/ip', headers: { 'x-forwarded-for': xff }, remoteAddress: '10.0.0.2' })).json().ip;
      expect(await seen('1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
      expect(await seen('2.2.2.2, 203.0.113.9')).toBe('203.0.113.9');
    } finally {
      await t.close();
    }
  });
});

describe('Origin and Host (finding 7)', () => {
  let t: TestApp;
  let alice: TestClient;
  beforeAll(async () => {
    t = await createTestApp({ players: 10 });
    alice = await clientFor(t.app, 1);
  });
  afterAll(() => t?.close());

  const post = (origin: string) =>
    alice.inject({
      method: 'POST',
      url: '/api/help/contact',
      payload: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'localhost:80' },
    });

  it('compares scheme, host and port: an https origin is not the http site, another port neither', async () => {
    expect((await post('https://localhost:80')).statusCode).toBe(403);
    expect((await post('http://localhost:8081')).statusCode).toBe(403);
    expect((await post('http://localhost:80')).statusCode).not.toBe(403);
  });

  it('answers an Origin that is not a URL with 403, never 500', async () => {
    for (const origin of ['null', 'not a url', '%%%', 'http://', 'javascript:alert(1)']) {
      expect((await post(origin)).statusCode, origin).toBe(403);
    }
  });

  it('builds og:url and og:image from the configured origin, never from a forged Host header', async () => {
    const res = await t.app.inject({ url: '/charid/1', headers: { host: 'evil.example' } });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toMatch(/<meta property="og:url" content="http:\/\/localhost:\d+\/charid\/1">/);
  });

  it('refuses to start in production mode without PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: .*production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://guildhall.example' }).PUBLIC_URL).toBe('https://guildhall.example');
    // npm start on a developer's machine sets nothing and still starts.
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });
});

describe('a full disk (finding 10)', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    const t = await createTestApp({
      players: 10,
      beforeReady: (a) => {
        a.get('/api/test/disk-full', async () => {
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        });
        a.get('/api/test/db-full', async () => {
          throw Object.assign(new Error('query failed'), { cause: { code: '53100' } });
        });
      },
    });
    try {
      for (const url of ['/api/test/disk-full', '/api/test/db-full']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().messages[0]).toMatch(/storage space/);
      }
    } finally {
      await t.close();
    }
  });
});
