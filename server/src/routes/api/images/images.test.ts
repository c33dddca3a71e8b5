import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// SPEC §7 "Images": every path answers an image with content type, strong ETag and cache headers,
// from ASSETS_DIR when a file exists and otherwise a deterministic generated picture.

const solid = (size: number, color: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();

const dimensions = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return [meta.width, meta.height];
};

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
    // A picture, not a page (issue 14): none of the page-only headers, still nosniff and same-origin.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
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

  it('answers 404 to malformed path parameters: they name no image (issue 13: the paths are declared)', async () => {
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
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'gh-images-'));
    assets = path.join(root, 'assets-dir');
    const dataDir = path.join(root, 'data');
    red = await solid(64, '#ff0000');
    const blue = await solid(40, '#0000ff');
    const secret = await solid(8, '#00ff00');
    mkdirSync(path.join(assets, 'assets', 'item', 'original'), { recursive: true });
    mkdirSync(path.join(assets, 'assets', 'item', '16'), { recursive: true });
    mkdirSync(path.join(assets, 'guild', 'banner'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(path.join(assets, 'assets', 'item', 'original', 'iwsword.png'), red);
    writeFileSync(path.join(assets, 'assets', 'item', '16', 'iibag.png'), blue);
    writeFileSync(path.join(assets, 'guild', 'banner', '2.jpg'), await sharp(red).jpeg().toBuffer());
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

  const get = (url: string) => t.app.inject({ url });

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
});
