import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// docs/product-rules.md#http-contract: every path answers an image with content type, strong ETag and cache headers,
// from ASSETS_DIR when a file exists and otherwise a deterministic generated picture.

const solid = (size: number, color: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();

const dimensions = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
};

/** What a browser sends for an <img> (Chrome's Accept). */
const BROWSER = { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' };

/** RIFF, a little-endian length, then WEBP. */
const isWebp = (body: Buffer) => body.subarray(0, 4).toString('latin1') === 'RIFF' && body.subarray(8, 12).toString('latin1') === 'WEBP';

const varies = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((f) => f.trim().toLowerCase());

describe('generated images (no ASSETS_DIR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ players: 20 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('draws a player head: PNG, strong ETag, immutable because the path carries ProfileVersion', async () => {
    const res = await get('/api/image/avatar/player/head/1/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await dimensions(res.rawPayload)).toEqual([256, 256]);
    // A picture, not a page: none of the page-only headers, still nosniff; other sites may show it.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('is deterministic: same id, same picture; another id, another picture', async () => {
    const a = await get('/api/image/avatar/player/head/2/1');
    const b = await get('/api/image/avatar/player/head/2/7');
    const c = await get('/api/image/avatar/player/head/3/1');
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.rawPayload.equals(c.rawPayload)).toBe(false);
  });

  it('answers 304 without a body when If-None-Match carries the ETag (weak form too)', async () => {
    const first = await get('/api/image/guild/banner/1');
    const etag = String(first.headers.etag);
    const again = await get('/api/image/guild/banner/1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const weak = await get('/api/image/guild/banner/1', { 'if-none-match': `"other", W/${etag}` });
    expect(weak.statusCode).toBe(304);
    const stale = await get('/api/image/guild/banner/1', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it('uses a shorter cache lifetime on unversioned paths', async () => {
    for (const url of ['/api/image/guild/banner/1', '/api/image/assets/item/16/iwsword', '/api/image/avatar/npc/head/1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('serves the picture path from the provider URL when set, else the head', async () => {
    const head = await get('/api/image/avatar/player/picture/5/1');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.equals((await get('/api/image/avatar/player/head/5/1')).rawPayload)).toBe(true);

    await t.database.db.update(users).set({ ProviderPictureUrl: 'https://cdn.example.com/avatars/5.png' }).where(eq(users.id, 5));
    const redirected = await get('/api/image/avatar/player/picture/5/2');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://cdn.example.com/avatars/5.png');

    // Only https URLs are followed; anything else falls back to the drawn head.
    await t.database.db.update(users).set({ ProviderPictureUrl: 'javascript:alert(1)' }).where(eq(users.id, 5));
    const unsafe = await get('/api/image/avatar/player/picture/5/3');
    expect(unsafe.statusCode).toBe(200);
    expect(unsafe.headers['content-type']).toBe('image/png');
  });

  it('draws item pictures by id or Icon, 16 px icons, armor, NPC heads, banners and store boxes', async () => {
    const cases: [string, number, number][] = [
      ['/api/image/assets/item/original/1', 128, 128],
      ['/api/image/assets/item/original/iwsword', 128, 128],
      ['/api/image/assets/item/16/iwsword', 16, 16],
      ['/api/image/assets/item/16/iienhance', 16, 16],
      ['/api/image/assets/armor/original/3', 256, 256],
      ['/api/image/avatar/npc/head/1', 256, 256],
      ['/api/image/guild/banner/1', 256, 320],
      ['/api/image/assets/default/store/starter-pack.png', 400, 260],
    ];
    for (const [url, w, h] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/png');
      expect(await dimensions(res.rawPayload), url).toEqual([w, h]);
    }
  });

  it('answers WebP to a browser that accepts it: same size in pixels, fewer bytes, its own ETag, Vary: Accept', async () => {
    for (const url of [
      '/api/image/avatar/player/head/1/1',
      '/api/image/assets/item/original/1',
      '/api/image/assets/item/16/iwsword',
      '/api/image/assets/armor/original/3',
      '/api/image/avatar/npc/head/1',
      '/api/image/guild/banner/1',
      '/api/image/assets/default/store/starter-pack.png',
    ]) {
      const png = await get(url);
      const webp = await get(url, BROWSER);
      expect(webp.statusCode, url).toBe(200);
      expect(webp.headers['content-type'], url).toBe('image/webp');
      expect(isWebp(webp.rawPayload), url).toBe(true);
      expect(await dimensions(webp.rawPayload), url).toEqual(await dimensions(png.rawPayload));
      expect(webp.rawPayload.length, url).toBeLessThan(png.rawPayload.length);
      expect(varies(webp.headers.vary), url).toContain('accept');
      expect(varies(png.headers.vary), url).toContain('accept');
      expect(webp.headers.etag, url).toMatch(/^"[A-Za-z0-9_.-]{20,}"$/);
      expect(webp.headers.etag, url).not.toBe(png.headers.etag);
      expect(webp.headers['cache-control'], url).toBe(png.headers['cache-control']);
      expect(webp.headers['content-security-policy'], url).toBeUndefined();
      expect(webp.headers['x-content-type-options'], url).toBe('nosniff');
      // Encoded once: the same bytes again, from the cache.
      expect((await get(url, BROWSER)).rawPayload.equals(webp.rawPayload), url).toBe(true);
    }
    // A player head shown at 32 px in the rankings: 256x256, from some 27 KB to a few KB.
    const head = await get('/api/image/avatar/player/head/1/1', BROWSER);
    expect(head.rawPayload.length).toBeLessThan(8000);
    const data = await sharp(head.rawPayload).ensureAlpha().raw().toBuffer();
    const original = await sharp((await get('/api/image/avatar/player/head/1/1')).rawPayload)
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(data.length).toBe(original.length);
    // Close to the PNG: on average within a few levels per channel.
    let diff = 0;
    for (let i = 0; i < data.length; i++) diff += Math.abs(data[i] - original[i]);
    expect(diff / data.length).toBeLessThan(3);
  });

  it('revalidates each variant with its own ETag: 304 for the one the client holds', async () => {
    const url = '/api/image/avatar/npc/head/2';
    const png = await get(url);
    const webp = await get(url, BROWSER);
    const pngTag = String(png.headers.etag);
    const webpTag = String(webp.headers.etag);

    const again = await get(url, { ...BROWSER, 'if-none-match': webpTag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(webpTag);
    expect(varies(again.headers.vary)).toContain('accept');
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(url, { ...BROWSER, 'if-none-match': `W/${webpTag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': pngTag })).statusCode).toBe(304);

    // The other variant's tag does not match: the client gets the picture it asked for.
    const crossed = await get(url, { ...BROWSER, 'if-none-match': pngTag });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers['content-type']).toBe('image/webp');
    const back = await get(url, { 'if-none-match': webpTag });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(png.rawPayload)).toBe(true);
  });

  it('answers the PNG as before when Accept does not name image/webp', async () => {
    const url = '/api/image/guild/banner/2';
    const plain = await get(url);
    for (const accept of ['*/*', 'image/png,image/*;q=0.8', 'image/webp;q=0, image/*', 'text/html']) {
      const res = await get(url, { accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toBe('image/png');
      expect(res.rawPayload.equals(plain.rawPayload), accept).toBe(true);
      expect(res.headers.etag, accept).toBe(plain.headers.etag);
      expect(varies(res.headers.vary), accept).toContain('accept');
    }
    expect((await get(url, { accept: 'image/WebP;q=0.5' })).headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for things that do not exist, so the page can fall back to the bag icon', async () => {
    for (const url of [
      '/api/image/avatar/player/head/999999/1',
      '/api/image/avatar/player/picture/999999/1',
      '/api/image/assets/item/original/999999',
      '/api/image/assets/item/original/no_such_icon',
      '/api/image/assets/item/16/no_such_icon',
      '/api/image/assets/armor/original/999999',
      '/api/image/guild/banner/999999',
      '/api/image/avatar/npc/head/999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messages, url).toEqual(['The image was not found.']);
    }
  });

  it('answers 404 to malformed path parameters: they name no image (the paths are declared)', async () => {
    for (const url of [
      '/api/image/avatar/player/head/abc/1',
      '/api/image/avatar/player/head/0/1',
      '/api/image/avatar/player/head/-1/1',
      '/api/image/avatar/player/head/01/1',
      '/api/image/avatar/player/head/1/v2',
      '/api/image/avatar/player/head/99999999999/1',
      '/api/image/guild/banner/1.5',
      '/api/image/assets/item/16/..%2F..%2Fpackage.json',
      '/api/image/assets/item/16/..%5C..%5Cpackage.json',
      '/api/image/assets/item/16/%252e%252e%252fpackage.json',
      '/api/image/assets/item/16/.hidden',
      '/api/image/assets/default/store/a..b',
      `/api/image/assets/default/store/${'a'.repeat(200)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().messages, url).toEqual(['The image was not found.']);
    }
    // A NUL character is refused before any route reads it, with the API's general wording.
    const nul = await get('/api/image/assets/item/16/icon%00.png');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().messages).toEqual(['The request could not be understood.']);
    // A literal ".." is resolved by the URL parser before routing: it names another path (404), never a file.
    expect((await get('/api/image/assets/item/16/..')).statusCode).toBe(404);
    expect((await get('/api/image/assets/item/16/%2e%2e')).statusCode).toBe(404);
    expect((await get('/api/image/assets/item/16/../../../../package.json')).statusCode).toBe(404);
  });
});

describe('files under ASSETS_DIR and uploaded avatars', () => {
  let t: TestApp;
  let root: string;
  let assets: string;
  let red: Buffer;
  let gif: Buffer;
  let webpFile: Buffer;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gh-images-'));
    assets = path.join(root, 'assets-dir');
    const dataDir = path.join(root, 'data');
    red = await solid(64, '#ff0000');
    gif = await sharp(red).gif().toBuffer();
    webpFile = await sharp(red).webp().toBuffer();
    const blue = await solid(40, '#0000ff');
    const secret = await solid(8, '#00ff00');
    mkdirSync(path.join(assets, 'assets', 'item', 'original'), { recursive: true });
    mkdirSync(path.join(assets, 'assets', 'item', '16'), { recursive: true });
    mkdirSync(path.join(assets, 'guild', 'banner'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(assets, 'assets', 'item', 'original', 'iwsword.png'), red);
    writeFileSync(path.join(assets, 'assets', 'item', '16', 'iibag.png'), blue);
    writeFileSync(path.join(assets, 'guild', 'banner', '2.jpg'), await sharp(red).jpeg().toBuffer());
    mkdirSync(path.join(assets, 'assets', 'default', 'store'), { recursive: true });
    writeFileSync(path.join(assets, 'assets', 'default', 'store', 'badge.svg'), svg);
    writeFileSync(path.join(assets, 'assets', 'default', 'store', 'spin.gif'), gif);
    writeFileSync(path.join(assets, 'assets', 'default', 'store', 'ready.webp'), webpFile);
    writeFileSync(path.join(dataDir, 'uploads', 'avatars', '1.png'), blue);
    // A file outside ASSETS_DIR, and a link inside pointing at it: neither may ever be served.
    writeFileSync(path.join(root, 'secret.png'), secret);
    symlinkSync(path.join(root, 'secret.png'), path.join(assets, 'guild', 'banner', '3.png'));
    t = await createTestApp({ players: 10, config: { ASSETS_DIR: assets, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves the file when present, with its own content type', async () => {
    const res = await get('/api/image/assets/item/original/iwsword');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(red)).toBe(true);
    const banner = await get('/api/image/guild/banner/2');
    expect(banner.headers['content-type']).toBe('image/jpeg');
  });

  it('prefers a 16 px file, else scales the original down to 16 px with sharp', async () => {
    const file = await get('/api/image/assets/item/16/iibag');
    expect(await dimensions(file.rawPayload)).toEqual([40, 40]);
    const scaled = await get('/api/image/assets/item/16/iwsword');
    expect(scaled.statusCode).toBe(200);
    expect(await dimensions(scaled.rawPayload)).toEqual([16, 16]);
    const { data } = await sharp(scaled.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });

  it('falls back to a generated picture when there is no file', async () => {
    const res = await get('/api/image/guild/banner/1');
    expect(res.statusCode).toBe(200);
    expect(await dimensions(res.rawPayload)).toEqual([256, 320]);
  });

  it('serves an uploaded avatar first for the player head', async () => {
    const res = await get('/api/image/avatar/player/head/1/4');
    expect(res.statusCode).toBe(200);
    expect(await dimensions(res.rawPayload)).toEqual([40, 40]);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a file outside ASSETS_DIR, not even through a link inside it', async () => {
    const linked = await get('/api/image/guild/banner/3');
    expect(linked.statusCode).toBe(200);
    // The link is ignored: this is the drawn banner, not the 8 px secret.
    expect(await dimensions(linked.rawPayload)).toEqual([256, 320]);
    for (const url of [
      '/api/image/assets/default/store/..%2F..%2F..%2Fsecret.png',
      '/api/image/assets/default/store/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.png',
      '/api/image/assets/default/store/....%2F%2Fsecret.png',
      '/api/image/assets/item/original/..%2F..%2F..%2Fsecret',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('never converts an SVG, a GIF or a WebP file: the bytes as they are, without Vary: Accept', async () => {
    for (const [file, type, body] of [
      ['badge.svg', 'image/svg+xml', Buffer.from(svg)],
      ['spin.gif', 'image/gif', gif],
      ['ready.webp', 'image/webp', webpFile],
    ] as const) {
      const url = `/api/image/assets/default/store/${file}`;
      for (const headers of [BROWSER, {}]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe(type);
        expect(res.rawPayload.equals(body), url).toBe(true);
        expect(varies(res.headers.vary), url).not.toContain('accept');
      }
    }
    // The SVG keeps the page's policy: it can be opened as a page.
    expect((await get('/api/image/assets/default/store/badge.svg', BROWSER)).headers['content-security-policy']).toBeDefined();
  });

  it('converts PNG files, uploaded avatars and JPEGs for a browser that accepts WebP', async () => {
    const item = await get('/api/image/assets/item/original/iwsword', BROWSER);
    expect(item.headers['content-type']).toBe('image/webp');
    expect(await dimensions(item.rawPayload)).toEqual([64, 64]);
    const avatar = await get('/api/image/avatar/player/head/1/4', BROWSER);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(avatar.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await dimensions(avatar.rawPayload)).toEqual([40, 40]);
    const jpeg = await get('/api/image/guild/banner/2');
    const banner = await get('/api/image/guild/banner/2', BROWSER);
    expect(banner.headers['content-type']).toBe('image/webp');
    expect(banner.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
    expect(banner.headers.etag).not.toBe(jpeg.headers.etag);
    expect(varies(banner.headers.vary)).toContain('accept');
    // The 16 px icon scaled from the original: lossless at that size, so the same pixels as the PNG.
    const icon = await get('/api/image/assets/item/16/iwsword', BROWSER);
    expect(icon.headers['content-type']).toBe('image/webp');
    const { data } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
  });
});
