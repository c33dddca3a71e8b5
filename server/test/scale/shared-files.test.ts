import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, repoRoot } from '../../src/app';
import { sharedFiles } from '../../src/db/schema/index';
import { testConfig } from '../../src/config';
import { multipart } from '../account-helpers';
import { clientFor, createTestApp, visitor, type TestApp } from '../test-app';
import { startFakeS3 } from './fake-s3';

// Two processes (two apps with their own DATA_DIR, as on two machines) on one PostgreSQL
// database. What one of them stores or signs, the other serves and accepts.

/** Both apps believe they run on PostgreSQL (the decisions DATABASE_URL drives); the database is the test's. */
const ON_POSTGRES = { DATABASE_URL: 'postgres://guildhall@127.0.0.1/unused' } as const;

const PLAYER_ID = 1;
const STAFF_ID = 4;
let a: TestApp;
let b: FastifyInstance;
let work: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;

/** A minimal valid uncompressed SWF: header with its exact length, then End. */
function swf(): Buffer {
  const body = Buffer.alloc(13);
  body.write('FWS', 0, 'latin1');
  body[3] = 10;
  body.writeUInt32LE(body.length, 4);
  body[8] = 0x08;
  return body;
}

/** Two apps with their own DATA_DIR on one database, as two machines would be, sharing `store`. */
async function twoProcesses(store: Record<string, string>) {
  work = mkdtempSync(path.join(tmpdir(), 'gh-shared-'));
  a = await createTestApp({ players: 10, config: { ...ON_POSTGRES, ...store, DATA_DIR: path.join(work, 'a') } });
  b = await buildApp({
    config: testConfig({ ...ON_POSTGRES, ...store, DATA_DIR: path.join(work, 'b') }),
    database: a.database,
    distDir: path.join(repoRoot, 'server/test/fixtures/spa'),
  });
  await b.ready();
}

async function stopBoth() {
  await b?.close();
  await a?.close();
  rmSync(work, { recursive: true, force: true });
}

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(() => s3?.close());

const red = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#d03030' } })
    .png()
    .toBuffer();

describe.each([
  ['in the database', () => ({ FILE_STORAGE: 'database' })],
  [
    'in an S3-compatible bucket',
    () => ({ S3_BUCKET: 'guildhall-test', S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret', S3_PREFIX: 'site/' }),
  ],
])('uploads seen by every process, %s', (_where, store) => {
  beforeAll(() => twoProcesses(store()));
  afterAll(stopBoth);

  it('an avatar uploaded through one process is served by the other, and removed for both', async () => {
    const onA = await clientFor(a.app, PLAYER_ID);
    const onB = await clientFor(b, PLAYER_ID);
    const account = (await onA.get('/api/user/account')).json();
    expect(account.hasUploadedAvatar).toBe(false);
    const before = await onB.get(`/api/image/avatar/player/head/${PLAYER_ID}/${account.ProfileVersion}`);

    const body = await multipart(
      { email: account.Email, country: account.CountryCode ?? 'FR' },
      { avatar: { data: await red(), filename: 'me.png', type: 'image/png' } },
    );
    const saved = await onA.inject({ method: 'POST', url: '/api/user/account/save', ...body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().avatar.type).toBe('success');

    const after = (await onB.get('/api/user/account')).json();
    expect(after.hasUploadedAvatar).toBe(true);
    const served = await onB.get(`/api/image/avatar/player/head/${PLAYER_ID}/${after.ProfileVersion}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(before.rawPayload)).toBe(false);
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);

    const reset = await onB.get('/api/user/account/avatar/default');
    expect(reset.json().avatar.type).toBe('success');
    expect((await onA.get('/api/user/account')).json().hasUploadedAvatar).toBe(false);
  });

  it('staff uploads of images and game files are served by the other process at their usual URLs', async () => {
    const staff = await clientFor(a.app, STAFF_ID);
    const image = await multipart(
      { storage: 'images', path: 'assets/item/original/' },
      { 'upload_file[]': { data: await red(), filename: 'sharedblade.png', type: 'image/png' } },
    );
    const up1 = await staff.inject({ method: 'POST', url: '/api/dashboard/upload', ...image });
    expect(up1.statusCode).toBe(200);
    expect(up1.json()['sharedblade.png'].success).toBe('assets/item/original/sharedblade.png');

    const game = await multipart(
      { storage: 'game', path: 'maps/' },
      { 'upload_file[]': { data: swf(), filename: 'shared-town.swf', type: 'application/x-shockwave-flash' } },
    );
    const up2 = await staff.inject({ method: 'POST', url: '/api/dashboard/upload', ...game });
    expect(up2.statusCode).toBe(200);

    const icon = await b.inject({ method: 'GET', url: '/api/image/assets/item/original/sharedblade' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const gameFile = await b.inject({ method: 'GET', url: '/api/game/files/maps/shared-town.swf' });
    expect(gameFile.statusCode).toBe(200);
    expect(gameFile.rawPayload.equals(swf())).toBe(true);
    const again = await b.inject({ method: 'GET', url: '/api/game/files/maps/shared-town.swf', headers: { 'if-none-match': String(gameFile.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('keeps them where the settings say, not in either DATA_DIR', async () => {
    const stored = new Set(
      _where === 'in the database'
        ? (await a.app.db.select({ area: sharedFiles.Area, path: sharedFiles.Path }).from(sharedFiles)).map((f) => `${f.area}/${f.path}`)
        : [...s3.objects.keys()].map((k) => k.replace('/guildhall-test/site/', '')),
    );
    expect(stored.has('assets/assets/item/original/sharedblade.png')).toBe(true);
    expect(stored.has('game/maps/shared-town.swf')).toBe(true);
    expect(existsSync(path.join(work, 'a', 'uploads'))).toBe(false);
    expect(existsSync(path.join(work, 'a', 'game-files', 'maps'))).toBe(false);
  });

  it('refuses an upload folder that climbs out of its area', async () => {
    const staff = await clientFor(a.app, STAFF_ID);
    const body = await multipart(
      { storage: 'game', path: 'maps/../../' },
      { 'upload_file[]': { data: swf(), filename: 'x.swf', type: 'application/x-shockwave-flash' } },
    );
    const res = await staff.inject({ method: 'POST', url: '/api/dashboard/upload', ...body });
    expect([400, 422]).toContain(res.statusCode);
    expect((await b.inject({ method: 'GET', url: '/api/game/files/x.swf' })).statusCode).toBe(404);
  });
});

describe('one site secret for every process', () => {
  beforeAll(() => twoProcesses({}));
  afterAll(stopBoth);

  it('a CSRF token issued by one process is accepted by the other', async () => {
    const onA = await visitor(a.app);
    const onB = onA.on(b);
    // A wrong password is a 422 only once the CSRF check has passed (a bad token would be a 403).
    const res = await onB.post('/api/user/login', { username: 'nobody-here', password: 'wrong password' });
    expect(res.statusCode).toBe(422);
  });
});
