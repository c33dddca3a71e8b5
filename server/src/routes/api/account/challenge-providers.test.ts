import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor } from '../../../../test/test-app';
import { siteVerify } from '../../../plugins/challenge';

// Turnstile / hCaptcha: chosen when their keys are set, widget origins allowed by the CSP, and the
// token checked with the provider's siteverify call (here a local stand-in, never the internet).

let verifier: Server;
let url: string;
const seen: URLSearchParams[] = [];
beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === 'the-secret' && form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

describe('siteVerify', () => {
  it('sends secret, token and IP, and trusts only success: true', async () => {
    expect(await siteVerify(url, 'the-secret', 'good-token', '203.0.113.9')).toBe(true);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(await siteVerify(url, 'the-secret', 'bad-token', '203.0.113.9')).toBe(false);
    expect(await siteVerify(url, 'wrong-secret', 'good-token', '203.0.113.9')).toBe(false);
  });

  it('fails closed when the provider cannot be reached', async () => {
    expect(await siteVerify('http://127.0.0.1:1/siteverify', 's', 't', '::1')).toBe(false);
  });
});

describe('with Turnstile keys set', () => {
  it('tells the page to use Turnstile, allows its origin, and serves no ALTCHA challenge', async () => {
    const t = await createTestApp({ players: 10, config: { TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret-key' } });
    try {
      const client = await visitor(t.app);
      const bootstrap = await client.refresh();
      expect(bootstrap.settings.challengeProvider).toBe('turnstile');
      expect(bootstrap.settings.challengeSiteKey).toBe('site-key');
      const page = await client.get('/register');
      expect(String(page.headers['content-security-policy'])).toContain('https://challenges.cloudflare.com');
      expect((await client.get('/api/challenge')).statusCode).toBe(404);
      // An ALTCHA-looking answer means nothing to Turnstile; no answer is still a field error.
      const missing = await client.post('/api/help/contact', { name: 'A', email: 'a@example.test', subject: 'S', message: 'Long enough message.' });
      expect(missing.json().errors).toEqual({ challenge: ['Please complete the challenge field.'] });
    } finally {
      await t.close();
    }
  });
});
