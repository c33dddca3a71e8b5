import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GENERIC_ERROR_TEXT } from '@contract/rules/messages';
import { createTestApp, visitor, type TestApp } from './test-app';

// The platform every feature stands on: health, bootstrap injection, security headers, CSRF, 404s.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (a) => {
      a.get('/api/test/explode', async () => {
        throw new Error('secret database detail: relation "users" password=hunter2');
      });
    },
  });
  app = t.app;
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers /healthz while the process is alive', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('injects the bootstrap block with CSRF token, rarities and public settings into every page', async () => {
    const res = await app.inject({ url: '/ranking/player' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const block = /<script id="bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    const bootstrap = JSON.parse(block![1]);
    expect(bootstrap.userId).toBeUndefined();
    expect(bootstrap.csrfToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(bootstrap.rarities.some((r: { id: number }) => r.id === 10)).toBe(true);
    expect(bootstrap.settings.betTaxPercent).toBe(10);
    expect(bootstrap.settings.challengeProvider).toBe('altcha');
  });

  it('answers a real 404 with the not-found flag for a path that is no page', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('"notFound":true');
    expect(res.body).toContain('Page not found');
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/bootstrap']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('wasm-unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain HTTP in tests: no HSTS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows WebAssembly only on the play page', async () => {
    const res = await app.inject({ url: '/play' });
    expect(String(res.headers['content-security-policy'])).toContain("'wasm-unsafe-eval'");
  });

  it('refuses a state-changing call without the CSRF token, and one from another origin', async () => {
    const client = await visitor(app);
    const missing = await client.post('/api/help/contact', {}, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().messages[0]).toMatch(/session has expired/i);
    const foreign = await client.inject({
      method: 'POST',
      url: '/api/help/contact',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers unknown API paths with a JSON messages list', async () => {
    const res = await app.inject({ url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toHaveLength(1);
  });

  it('never shows a 5xx cause to the client: the generic text only', async () => {
    const res = await app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ messages: [GENERIC_ERROR_TEXT], code: 'server_error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('serves the page meta of the default site for pages without a deep-link resolver', async () => {
    const res = await app.inject({ url: '/store' });
    expect(res.body).toMatch(/<meta property="og:title" content="Guildhall">/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
