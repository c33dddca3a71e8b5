import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The security headers are worked out once at start-up; every value must stay what @fastify/helmet set
// on each request before (these values were read from that version).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    config: {
      RUFFLE_SOCKET_PROXY_HOST: 'game.example',
      RUFFLE_SOCKET_PROXY_PORT: '5588',
      RUFFLE_SOCKET_PROXY_URL: 'wss://proxy.example:8443/socket',
      TRUST_PROXY: '1',
    },
  });
});
afterAll(() => t?.close());

const policy = (scriptSrc: string, connectSrc: string) =>
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
  `img-src 'self' data: blob: https:;object-src 'none';script-src ${scriptSrc};script-src-attr 'none';` +
  `style-src 'self' 'unsafe-inline';connect-src ${connectSrc};worker-src 'self' blob:;frame-src 'self'`;

const SITE = {
  'content-security-policy': policy("'self'", "'self'"),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
    'midi=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
};

const securityHeaders = async (url: string) => {
  const { headers } = await t.app.inject({ method: 'GET', url });
  return Object.fromEntries(Object.keys(SITE).map((name) => [name, headers[name]]));
};

describe('security headers', () => {
  it('a page, an API answer and a missing address carry the same values as before', async () => {
    for (const url of ['/', '/wiki/item', '/api/bootstrap', '/api/character/1', '/api/nope', '/nope']) {
      expect(await securityHeaders(url), url).toEqual(SITE);
    }
  });

  it('the play page keeps its own policy, the same as before', async () => {
    expect(await securityHeaders('/play')).toEqual({
      ...SITE,
      'content-security-policy': policy("'self' 'wasm-unsafe-eval'", "'self' wss://proxy.example:8443"),
    });
  });

  it('a built file still drops the page-only headers', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['permissions-policy']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe(SITE['strict-transport-security']);
  });
});
