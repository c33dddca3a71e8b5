import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// POST /api/dashboard/upload (docs/product-rules.md#http-contract): staff only, CSRF, files checked by content, size limits,
// allowed folders only, nothing stored outside them; stored images show through /api/image/….

let t: TestApp;
let work: string;
let gameDir: string;
let assetsDir: string;
let staff: TestClient;
let player: TestClient;
const STAFF_ID = 4;
const PLAYER_ID = 1;

/** A minimal valid uncompressed SWF: header with its exact length, then End. */
function swf(extra = 0): Buffer {
  const body = Buffer.alloc(13 + extra);
  body.write('FWS', 0, 'latin1');
  body[3] = 10;
  body.writeUInt32LE(body.length, 4);
  body[8] = 0x08; // RECT with 1-bit fields
  return body;
}
let png: Buffer;

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** Builds a multipart body exactly as a browser's FormData would. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) form.append(p.name, new Blob([p.value], { type: p.type ?? 'application/octet-stream' }), p.filename);
    else form.append(p.name, String(p.value));
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(
  client: TestClient,
  fields: { storage?: string; path?: string },
  files: { filename: string; data: Buffer; type?: string }[],
  opts: { csrf?: boolean } = {},
) {
  const parts: Part[] = [];
  if (fields.storage !== undefined) parts.push({ name: 'storage', value: fields.storage });
  if (fields.path !== undefined) parts.push({ name: 'path', value: fields.path });
  for (const f of files) parts.push({ name: 'upload_file[]', value: f.data, filename: f.filename, type: f.type });
  const { payload, contentType } = await multipart(parts);
  return client.inject({
    method: 'POST',
    url: '/api/dashboard/upload',
    payload,
    headers: { 'content-type': contentType, accept: 'application/json' },
    csrf: opts.csrf,
  });
}

const listAll = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'gh-upload-'));
  gameDir = path.join(work, 'game');
  assetsDir = path.join(work, 'assets');
  mkdirSync(gameDir);
  png = await sharp({ create: { width: 8, height: 8, channels: 4, background: '#cc3344' } })
    .png()
    .toBuffer();
  t = await createTestApp({ players: 10, config: { GAME_FILES_DIR: gameDir, ASSETS_DIR: assetsDir } });
  staff = await clientFor(t.app, STAFF_ID);
  player = await clientFor(t.app, PLAYER_ID);
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('staff uploads', () => {
  it('stores one SWF in the chosen game folder and answers its stored path', async () => {
    const res = await upload(staff, { storage: 'game', path: 'classes/m/' }, [{ filename: 'Warrior.swf', data: swf() }]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ 'Warrior.swf': { success: 'classes/m/Warrior.swf', message: 'Warrior.swf was uploaded to classes/m/.' } });
    expect(readFileSync(path.join(gameDir, 'classes/m/Warrior.swf')).equals(swf())).toBe(true);
  });

  it('makes an uploaded game file available to the game client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/game/files?path=classes/m/Warrior.swf' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(swf())).toBe(true);
  });

  it('stores several files at once, each with its entry', async () => {
    const res = await upload(staff, { storage: 'game', path: 'mon/' }, [
      { filename: 'Slime.swf', data: swf(1) },
      { filename: 'slime-icon.png', data: png },
      { filename: 'Dragon King.swf', data: swf(2) },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['Dragon King.swf', 'Slime.swf', 'slime-icon.png']);
    expect(body['Dragon King.swf'].success).toBe('mon/Dragon King.swf');
    expect(listAll(path.join(gameDir, 'mon'))).toEqual(['Dragon King.swf', 'Slime.swf', 'slime-icon.png']);
  });

  it('replaces a file of the same name', async () => {
    await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'town.swf', data: swf(1) }]);
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'town.swf', data: swf(5) }]);
    expect(res.statusCode).toBe(200);
    expect(readFileSync(path.join(gameDir, 'maps/town.swf')).equals(swf(5))).toBe(true);
    expect(listAll(path.join(gameDir, 'maps'))).toEqual(['town.swf']);
  });

  it('stores a website image where the image endpoint reads it, and the endpoint serves it', async () => {
    const res = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'iwmyblade.png', data: png }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()['iwmyblade.png'].success).toBe('assets/item/original/iwmyblade.png');
    expect(existsSync(path.join(assetsDir, 'assets/item/original/iwmyblade.png'))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: '/api/image/assets/item/original/iwmyblade' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });
});

describe('who may upload', () => {
  it('refuses a player with 403 and stores nothing', async () => {
    const before = listAll(work);
    const res = await upload(player, { storage: 'game', path: 'maps/' }, [{ filename: 'evil.swf', data: swf() }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ messages: ['This area is for staff only.'], code: 'forbidden' });
    expect(listAll(work)).toEqual(before);
  });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const before = listAll(work);
    const res = await upload(await visitor(t.app), { storage: 'game', path: 'maps/' }, [{ filename: 'evil.swf', data: swf() }]);
    expect(res.statusCode).toBe(401);
    expect(listAll(work)).toEqual(before);
  });

  it('refuses staff without the CSRF token', async () => {
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'nocsrf.swf', data: swf() }], { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(existsSync(path.join(gameDir, 'maps/nocsrf.swf'))).toBe(false);
  });
});

describe('what may be uploaded', () => {
  const refused = async (res: Awaited<ReturnType<typeof upload>>, field: string) => {
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    return errors[field];
  };

  it('judges the type by content: a script named .swf is refused', async () => {
    const before = listAll(work);
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, [
      { filename: 'map.swf', data: Buffer.from('<script>alert(1)</script>'), type: 'application/x-shockwave-flash' },
    ]);
    // It was refused as if its name were wrong ("must be a .swf, .png, … file").
    expect(await refused(res, 'upload_file')).toEqual(['"map.swf" in the upload file field is named like a SWF file, but its content is not one.']);
    const text = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'notes.png', data: Buffer.from('just some text') }]);
    expect(await refused(text, 'upload_file')).toEqual(['"notes.png" in the upload file field is named like a PNG file, but its content is not one.']);
    const unknown = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'notes.txt', data: Buffer.from('just some text') }]);
    expect(await refused(unknown, 'upload_file')).toEqual(['"notes.txt" in the upload file field must be a .png, .jpg, .jpeg, .gif or .webp file.']);
    expect(listAll(work)).toEqual(before);
  });

  it('refuses a name that disagrees with the content, and kinds the storage does not take', async () => {
    const mismatch = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'picture.swf', data: png }]);
    expect(await refused(mismatch, 'upload_file')).toEqual(['"picture.swf" in the upload file field holds PNG data: its name must end in .png.']);
    const swfAsImage = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'x.swf', data: swf() }]);
    expect(await refused(swfAsImage, 'upload_file')).toEqual(['"x.swf" in the upload file field must be a .png, .jpg, .jpeg, .gif or .webp file.']);
  });

  it('refuses a broken image and a SWF whose header lies about its length', async () => {
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(40)]);
    const res = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'broken.png', data: broken }]);
    expect(await refused(res, 'upload_file')).toEqual(['"broken.png" in the upload file field is not a valid PNG image.']);
    const lying = swf();
    lying.writeUInt32LE(999, 4);
    const bad = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'lying.swf', data: lying }]);
    expect(await refused(bad, 'upload_file')).toEqual(['"lying.swf" in the upload file field is not a valid SWF file.']);
  });

  it('stores nothing when one file of several is bad', async () => {
    const before = listAll(work);
    const res = await upload(staff, { storage: 'game', path: 'items/' }, [
      { filename: 'good.swf', data: swf() },
      { filename: 'bad.png', data: Buffer.from('not an image') },
    ]);
    expect(await refused(res, 'upload_file')).toHaveLength(1);
    expect(listAll(work)).toEqual(before);
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(staff, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'big.png', data: big }]);
    expect(await refused(res, 'upload_file')).toEqual(['"big.png" in the upload file field must not be greater than 2 MB.']);
  });

  it('refuses any file over 5 MB with 413 and stores nothing', async () => {
    const before = listAll(work);
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'huge.swf', data: swf(5 * 1024 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ messages: ['The upload is too large.'], code: 'payload_too_large' });
    expect(listAll(work)).toEqual(before);
  });

  it('requires a file, a known storage and a folder of that storage', async () => {
    const none = await upload(staff, { storage: 'game', path: 'maps/' }, []);
    expect(await refused(none, 'upload_file')).toEqual(['The upload file field is required.']);
    const storage = await upload(staff, { storage: 'cdn', path: 'maps/' }, [{ filename: 'a.swf', data: swf() }]);
    expect(await refused(storage, 'storage')).toEqual(['The selected storage is invalid.']);
    const folder = await upload(staff, { storage: 'images', path: 'maps/' }, [{ filename: 'a.png', data: png }]);
    expect(await refused(folder, 'path')).toEqual(['The selected path is invalid.']);
    const missing = await upload(staff, {}, [{ filename: 'a.swf', data: swf() }]);
    expect(await refused(missing, 'storage')).toEqual(['The storage field is required.']);
    expect(await refused(missing, 'path')).toEqual(['The path field is required.']);
  });

  it('refuses a name that is no plain file name, an empty file and two files of one name, storing nothing', async () => {
    const before = listAll(work);
    const named = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'map$1.swf', data: swf() }]);
    expect(await refused(named, 'upload_file')).toEqual([
      'Each name in the upload file field may contain only letters, numbers, spaces, dashes and underscores, followed by an extension.',
    ]);
    const empty = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename: 'empty.swf', data: Buffer.alloc(0) }]);
    expect(await refused(empty, 'upload_file')).toEqual(['A file in the upload file field is empty.']);
    const twice = await upload(staff, { storage: 'game', path: 'maps/' }, [
      { filename: 'same.swf', data: swf() },
      { filename: 'SAME.swf', data: swf() },
    ]);
    expect(await refused(twice, 'upload_file')).toEqual(['The names in the upload file field must all be different.']);
    expect(listAll(work)).toEqual(before);
  });

  it('takes 10 files at once and refuses 11, storing none of them', async () => {
    // Positive control: at the limit every file is stored.
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `ten${i}.swf`, data: swf() }));
    expect((await upload(staff, { storage: 'game', path: 'maps/' }, ten)).statusCode).toBe(200);
    expect(ten.every((f) => existsSync(path.join(gameDir, 'maps', f.filename)))).toBe(true);

    const before = listAll(work);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.swf`, data: swf() }));
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, eleven);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ messages: ['The upload is too large.'], code: 'payload_too_large' });
    expect(listAll(work)).toEqual(before);
  });
});

describe('paths that try to leave the allowed folders', () => {
  const folders = ['../', '../../', 'maps/../../', '/etc/', 'maps', 'maps/..', '..\\', 'classes/m/../../../', '%2e%2e/', ''];

  it.each(folders)('path %j is refused', async (folder) => {
    const before = listAll(work);
    const res = await upload(staff, { storage: 'game', path: folder }, [{ filename: 'escape.swf', data: swf() }]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain('path');
    expect(listAll(work)).toEqual(before);
  });

  const names = [
    '../escape.swf',
    '../../escape.swf',
    '..\\..\\escape.swf',
    '/etc/escape.swf',
    'maps/../../escape.swf',
    '.hidden.swf',
    '..',
    'con:stream.swf',
    'a\u0000b.swf',
  ];

  it.each(names)('file name %j never lands outside the folder', async (filename) => {
    const before = listAll(work).filter((f) => !f.startsWith('game/maps/'));
    const res = await upload(staff, { storage: 'game', path: 'maps/' }, [{ filename, data: swf() }]);
    // The multipart parser keeps only the last path segment; what is left must be a plain name.
    if (res.statusCode === 200) {
      const [entry] = Object.values(res.json<Record<string, { success: string }>>());
      expect(entry.success).toMatch(/^maps\/[A-Za-z0-9_][A-Za-z0-9_\- ]*\.swf$/);
      expect(existsSync(path.join(gameDir, entry.success))).toBe(true);
    } else {
      expect(res.statusCode).toBe(422);
    }
    expect(listAll(work).filter((f) => !f.startsWith('game/maps/'))).toEqual(before);
    expect(existsSync(path.join(work, 'escape.swf'))).toBe(false);
    expect(existsSync(path.join(gameDir, 'escape.swf'))).toBe(false);
  });

  it('refuses a folder that is a link leading out of the storage', async () => {
    const outside = path.join(work, 'elsewhere');
    mkdirSync(outside);
    symlinkSync(outside, path.join(gameDir, 'skills'));
    const res = await upload(staff, { storage: 'game', path: 'skills/' }, [{ filename: 'fire.swf', data: swf() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['The upload folder is not allowed.'], code: 'bad_request' });
    expect(readdirSync(outside)).toEqual([]);
  });
});

describe('without an images folder', () => {
  it('explains that image uploads are not configured (in-memory data, no ASSETS_DIR)', async () => {
    const bare = await createTestApp({ players: 10, config: { GAME_FILES_DIR: gameDir } });
    try {
      const client = await clientFor(bare.app, STAFF_ID);
      const res = await upload(client, { storage: 'images', path: 'assets/item/original/' }, [{ filename: 'a.png', data: png }]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ messages: ['Uploads to website images are not configured on this server.'], code: 'unavailable' });
    } finally {
      await bare.close();
    }
  });
});
