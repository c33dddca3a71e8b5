import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/app';
import { createTestApp, visitor, type TestApp } from './test-app';

// What other sites and tools get: public pictures they can show (and read into a canvas), feeds and
// the API description they can read, preflights that allow the headers tools send, and validators
// that never turn a refusal into a 304.

const FAN_SITE = 'https://fansite.example';
let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A build's static pictures (the site card, the SVG icon) beside the page template.
  dist = mkdtempSync(path.join(tmpdir(), 'gh-cross-origin-'));
  copyFileSync(path.join(repoRoot, 'server/test/fixtures/spa/index.html'), path.join(dist, 'index.html'));
  for (const file of ['og-image.png', 'favicon.svg']) copyFileSync(path.join(repoRoot, 'public', file), path.join(dist, file));
  t = await createTestApp({ players: 10, distDir: dist, config: { READ_RATE_LIMIT_MAX: '2', READ_RATE_LIMIT_WINDOW_SECONDS: '600' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

let client = 0;
/** A read from a tool on another origin, each from an address of its own (the read limit is 2 here). */
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: `198.51.100.${++client}`, headers: { origin: FAN_SITE, ...headers } });
const weakTag = (body: string) => `W/"${createHash('sha1').update(body).digest('base64')}"`;

describe('public pictures on other sites', () => {
  it('lets another origin show and read every kind of public picture', async () => {
    const page = await get('/charid/1');
    const card = /<meta property="og:image" content="https?:\/\/[^/]+([^"]+)"/.exec(page.body)![1];
    const pictures = [
      '/api/image/avatar/player/head/1/1',
      '/api/image/assets/item/original/1',
      '/api/image/guild/banner/1',
      card,
      '/og-image.png',
      '/favicon.svg',
      '/favicon.ico',
      '/apple-touch-icon.png',
    ];
    for (const url of pictures) {
      const res = await get(url, { accept: 'image/webp,image/*' });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['cross-origin-resource-policy']]).toEqual([url, 'cross-origin']);
      expect([url, res.headers['access-control-allow-origin']]).toEqual([url, '*']);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('keeps pages and private answers same-origin', async () => {
    const site = await visitor(t.app);
    for (const url of ['/', '/charid/1', '/api/bootstrap', '/api/user/account']) {
      const res = await site.get(url);
      expect([url, res.headers['cross-origin-resource-policy']]).toEqual([url, 'same-origin']);
      expect([url, res.headers['access-control-allow-origin']]).toEqual([url, undefined]);
    }
  });

  it('lets another origin read the feeds and the API description', async () => {
    for (const url of ['/news/rss.xml', '/news/atom.xml', '/api/openapi.json']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['access-control-allow-origin']]).toEqual([url, 200, '*']);
    }
  });
});

describe('preflights of tools on other origins', () => {
  it('allow the request headers scripts and table plugins send', async () => {
    for (const url of ['/api/character/1', '/api/image/avatar/player/head/1/1', '/news/rss.xml', '/sitemap.xml']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: FAN_SITE, 'access-control-request-method': 'GET', 'access-control-request-headers': 'cache-control,x-requested-with,if-none-match' },
      });
      expect([url, res.statusCode]).toEqual([url, 204]);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      for (const header of ['cache-control', 'x-requested-with', 'if-none-match', 'if-modified-since', 'accept'])
        expect([url, allowed.includes(header)]).toEqual([url, true]);
    }
  });
});

describe('validators', () => {
  it('answer 304 for an unchanged successful read', async () => {
    const first = await get('/api/character/1');
    expect(first.statusCode).toBe(200);
    const again = await get('/api/character/1', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('never answer 304 for a refusal, even when If-None-Match names its content', async () => {
    const missing = await get('/api/character/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const missingAgain = await get('/api/character/99999', { 'if-none-match': weakTag(missing.body) });
    expect(missingAgain.statusCode).toBe(404);
    expect(missingAgain.json()).toEqual(missing.json());

    // A tool past its read limit (2 here) keeps getting the 429 with its Retry-After, not a 304.
    const tool = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/guild/1', remoteAddress: '203.0.113.77', headers: { origin: FAN_SITE, ...headers } });
    await tool();
    await tool();
    const limited = await tool();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers.etag).toBeUndefined();
    const limitedAgain = await tool({ 'if-none-match': weakTag(limited.body) });
    expect(limitedAgain.statusCode).toBe(429);
    expect(limitedAgain.headers['retry-after']).toBeDefined();
  });
});

describe('Permissions-Policy', () => {
  it('turns off the browser features no page uses, and leaves passkeys alone', async () => {
    const res = await get('/');
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
    expect(policy).not.toContain('publickey-credentials');
  });
});
