import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Larger API answers and the pages went out uncompressed. They are compressed for a client
// that accepts it; images, small answers and clients without Accept-Encoding are left as they were.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t?.close());

const vary = (v: unknown) => String(v ?? '').toLowerCase();

describe('answer compression', () => {
  it('sends a larger JSON answer brotli-compressed to a client that accepts br', async () => {
    const plain = await t.app.inject({ url: '/api/store' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await t.app.inject({ url: '/api/store', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(vary(res.headers.vary)).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a page gzip-compressed to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ url: '/charid/1', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<script id="bootstrap" type="application/json">');
  });

  it('leaves images and small answers as they are', async () => {
    const image = await t.app.inject({ url: '/api/image/avatar/player/head/1/1', headers: { 'accept-encoding': 'br' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate request bodies: a body marked compressed is handled as any other', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'username=demo&password=x',
      });
    const marked = await send({ 'content-encoding': 'gzip' });
    const plain = await send({});
    expect(marked.statusCode).toBe(plain.statusCode);
    expect(marked.json()).toEqual(plain.json());
  });
});
