import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DEMO_GAME_FILES_DIR } from '../../../domain/play/game-files';
import { RUFFLE_BASE_PATH } from './ruffle-files';
import { ruffleBuildDir } from '../../../lib/ruffle';

// GET /api/game/files (docs/product-rules.md#http-contract): files of GAME_FILES_DIR with their types and caching; nothing
// outside that folder is ever read, whatever the path looks like.

let t: TestApp;
let work: string;
let gameDir: string;
const SECRET = 'TOP-SECRET-OUTSIDE-THE-GAME-FOLDER';
const SWF = Buffer.concat([Buffer.from('FWS\x0a', 'latin1'), Buffer.from([0x10, 0, 0, 0]), Buffer.alloc(8)]);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'gh-game-files-'));
  gameDir = path.join(work, 'game');
  mkdirSync(path.join(gameDir, 'maps'), { recursive: true });
  mkdirSync(path.join(gameDir, 'classes', 'm'), { recursive: true });
  writeFileSync(path.join(work, 'secret.txt'), SECRET);
  mkdirSync(path.join(work, 'outside'));
  writeFileSync(path.join(work, 'outside', 'secret.txt'), SECRET);
  writeFileSync(path.join(gameDir, 'loader.swf'), SWF);
  writeFileSync(path.join(gameDir, 'maps', 'town hall (night).swf'), SWF);
  writeFileSync(path.join(gameDir, 'classes', 'm', 'Warrior.swf'), SWF);
  writeFileSync(path.join(gameDir, 'news.xml'), '<news/>');
  writeFileSync(path.join(gameDir, 'notes.bin'), 'opaque');
  writeFileSync(path.join(gameDir, '.env'), SECRET);
  // Links: one to a file inside (fine), two leading out (refused).
  symlinkSync(path.join(gameDir, 'loader.swf'), path.join(gameDir, 'alias.swf'));
  symlinkSync(path.join(work, 'secret.txt'), path.join(gameDir, 'link-out.swf'));
  symlinkSync(path.join(work, 'outside'), path.join(gameDir, 'dir-out'));
  t = await createTestApp({ seed: false, config: { GAME_FILES_DIR: gameDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const file = (p: string) => get(`/api/game/files?path=${encodeURIComponent(p)}`);

describe('serving game files', () => {
  it('serves the loader as a SWF with caching validators', async () => {
    const res = await file('loader.swf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-shockwave-flash');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.rawPayload.equals(SWF)).toBe(true);
  });

  it('answers 304 when the copy the browser holds is current', async () => {
    const first = await file('loader.swf');
    const again = await get('/api/game/files?path=loader.swf', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves files in subfolders, with spaces, and through a link that stays inside', async () => {
    expect((await file('classes/m/Warrior.swf')).statusCode).toBe(200);
    expect((await file('maps/town hall (night).swf')).statusCode).toBe(200);
    const alias = await file('alias.swf');
    expect(alias.statusCode).toBe(200);
    expect(alias.rawPayload.equals(SWF)).toBe(true);
  });

  it('answers the same under the path form used for relative loads of the game client', async () => {
    const res = await get('/api/game/files/classes/m/Warrior.swf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-shockwave-flash');
  });

  it('gives known types their content type and sends anything else as an opaque download', async () => {
    expect((await file('news.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
    const opaque = await file('notes.bin');
    expect(opaque.headers['content-type']).toBe('application/octet-stream');
    expect(opaque.headers['content-disposition']).toBe('attachment');
  });

  it('answers 404 for a missing file, a folder, or no path in the folder', async () => {
    expect((await file('missing.swf')).statusCode).toBe(404);
    expect((await file('maps')).statusCode).toBe(404);
    expect((await file('missing.swf')).json()).toEqual({ messages: ['The game file was not found.'], code: 'not_found' });
  });

  it('answers HEAD without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/game/files?path=loader.swf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-shockwave-flash');
    expect(res.body).toBe('');
  });
});

describe('refusing paths that leave the game-files folder', () => {
  const attempts = [
    '/api/game/files?path=../secret.txt',
    '/api/game/files?path=..%2Fsecret.txt',
    '/api/game/files?path=%2e%2e%2fsecret.txt',
    '/api/game/files?path=%2E%2E/secret.txt',
    '/api/game/files?path=%252e%252e%252fsecret.txt',
    '/api/game/files?path=maps/../../secret.txt',
    '/api/game/files?path=maps/./../../secret.txt',
    '/api/game/files?path=..%5Csecret.txt',
    '/api/game/files?path=maps%5C..%5C..%5Csecret.txt',
    '/api/game/files?path=/etc/passwd',
    '/api/game/files?path=%2Fetc%2Fpasswd',
    '/api/game/files?path=C:/Windows/win.ini',
    '/api/game/files?path=loader.swf%00.png',
    '/api/game/files?path=.env',
    '/api/game/files?path=',
    '/api/game/files',
    '/api/game/files?path=loader.swf&path=../secret.txt',
    '/api/game/files?path=link-out.swf',
    '/api/game/files?path=dir-out/secret.txt',
    '/api/game/files/../secret.txt',
    '/api/game/files/..%2Fsecret.txt',
    '/api/game/files/%2e%2e/%2e%2e/secret.txt',
    '/api/game/files/dir-out/secret.txt',
    '/api/game/files/link-out.swf',
  ];

  it.each(attempts)('%s is refused and reads nothing outside', async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain(SECRET);
  });

  it('names the problem for a malformed path', async () => {
    const res = await file('../secret.txt');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['The path is not valid.'], code: 'bad_request' });
  });

  it('refuses an absolute path to a file that exists', async () => {
    const res = await file(path.join(work, 'secret.txt'));
    expect(res.statusCode).toBe(400);
  });
});

describe('the demo world', () => {
  it('serves the committed demo loader when GAME_FILES_DIR is not set', async () => {
    const demo = await createTestApp({ seed: false });
    try {
      const res = await demo.app.inject({ method: 'GET', url: '/api/game/files?path=loader.swf' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/x-shockwave-flash');
      expect(res.rawPayload.equals(readFileSync(path.join(DEMO_GAME_FILES_DIR, 'loader.swf')))).toBe(true);
    } finally {
      await demo.close();
    }
  });
});

describe('the self-hosted Ruffle player', () => {
  it('serves ruffle.js with a year of caching under a versioned path', async () => {
    const res = await get(`${RUFFLE_BASE_PATH}ruffle.js`, { 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('RufflePlayer');
  });

  it('compresses with brotli or gzip as the browser accepts, and the bytes are the same', async () => {
    const plain = (await get(`${RUFFLE_BASE_PATH}ruffle.js`)).rawPayload;
    const br = await get(`${RUFFLE_BASE_PATH}ruffle.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gz = await get(`${RUFFLE_BASE_PATH}ruffle.js`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain)).toBe(true);
  });

  it('serves the WebAssembly as application/wasm', async () => {
    const js = (await get(`${RUFFLE_BASE_PATH}ruffle.js`)).body;
    const wasm = /([0-9a-f]{20})\.wasm/.exec(js)?.[0];
    expect(wasm).toBeTruthy();
    const res = await t.app.inject({ method: 'HEAD', url: `${RUFFLE_BASE_PATH}${wasm}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/wasm');
  });

  it('serves nothing else from the package folder', async () => {
    expect((await get(`${RUFFLE_BASE_PATH}package.json`)).statusCode).toBe(404);
    expect((await get(`${RUFFLE_BASE_PATH}..%2F..%2Fpackage.json`)).statusCode).toBe(404);
  });

  it("sends the build's precompressed copy as it is, and the package's files the build did not copy", async () => {
    const dist = path.join(work, 'dist');
    const built = ruffleBuildDir(dist);
    mkdirSync(built, { recursive: true });
    const script = 'window.RufflePlayer = "the built copy";'.repeat(100);
    const compressed = brotliCompressSync(script);
    writeFileSync(path.join(built, 'ruffle.js'), script);
    writeFileSync(path.join(built, 'ruffle.js.br'), compressed);
    const site = await createTestApp({ seed: false, distDir: dist });
    try {
      const br = await site.app.inject({ url: `${RUFFLE_BASE_PATH}ruffle.js`, headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.equals(compressed)).toBe(true);
      const plain = await site.app.inject({ url: `${RUFFLE_BASE_PATH}ruffle.js`, headers: { 'accept-encoding': 'identity' } });
      expect(plain.body).toBe(script);
      // The wasm was not copied into this build: the installed package answers.
      const js = (await get(`${RUFFLE_BASE_PATH}ruffle.js`)).body;
      const wasm = /([0-9a-f]{20})\.wasm/.exec(js)![0];
      const res = await site.app.inject({ method: 'HEAD', url: `${RUFFLE_BASE_PATH}${wasm}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/wasm');
    } finally {
      await site.close();
    }
  });
});
