import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyBackupToS3 } from '../../scripts/lib/backup-s3';

// With BACKUP_S3_BUCKET each backup is copied to the bucket, and the bucket keeps the newest
// BACKUP_KEEP backups. A small in-memory stand-in for an S3-compatible store answers the calls.

const objects = new Map<string, Buffer>();
const bucket = 'http://s3.test/site-backups';
const store = setupServer(
  http.put(`${bucket}/*`, async ({ request }) => {
    objects.set(decodeURIComponent(new URL(request.url).pathname.slice('/site-backups/'.length)), Buffer.from(await request.arrayBuffer()));
    return new HttpResponse(null, { status: 200, headers: { etag: '"x"' } });
  }),
  http.get(bucket, ({ request }) => {
    const prefix = new URL(request.url).searchParams.get('prefix') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>site-backups</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.length}</Size></Contents>`).join('')}</ListBucketResult>`;
    return new HttpResponse(xml, { headers: { 'content-type': 'application/xml' } });
  }),
  http.post(bucket, async ({ request }) => {
    const body = await request.text();
    const deleted = [...body.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]);
    for (const key of deleted) objects.delete(key);
    return new HttpResponse(
      `<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${deleted.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`,
      {
        headers: { 'content-type': 'application/xml' },
      },
    );
  }),
);
const settings = {
  bucket: 'site-backups',
  endpoint: 'http://s3.test',
  region: 'us-east-1',
  accessKeyId: 'test',
  secretAccessKey: 'test-secret',
  prefix: 'guildhall/',
  forcePathStyle: true,
};

let root: string;
beforeAll(() => {
  store.listen({ onUnhandledRequest: 'error' });
  root = mkdtempSync(path.join(tmpdir(), 'gh-backup-s3-'));
});
afterAll(() => {
  store.close();
  rmSync(root, { recursive: true, force: true });
});

function backupFolder(name: string): string {
  const folder = path.join(root, name);
  mkdirSync(path.join(folder, 'files', 'uploads'), { recursive: true });
  writeFileSync(path.join(folder, 'pglite.tar.gz'), `dump of ${name}`);
  writeFileSync(path.join(folder, 'manifest.json'), '{}');
  writeFileSync(path.join(folder, 'files', 'uploads', 'avatar.png'), 'png');
  return folder;
}

describe('backups copied to S3', () => {
  it('uploads every file of each backup and keeps the newest BACKUP_KEEP in the bucket', async () => {
    for (const day of ['01', '02', '03']) await copyBackupToS3(backupFolder(`guildhall-202611${day}T031500Z`), settings, 2);
    expect([...objects.keys()].sort()).toEqual([
      'guildhall/backups/guildhall-20261102T031500Z/files/uploads/avatar.png',
      'guildhall/backups/guildhall-20261102T031500Z/manifest.json',
      'guildhall/backups/guildhall-20261102T031500Z/pglite.tar.gz',
      'guildhall/backups/guildhall-20261103T031500Z/files/uploads/avatar.png',
      'guildhall/backups/guildhall-20261103T031500Z/manifest.json',
      'guildhall/backups/guildhall-20261103T031500Z/pglite.tar.gz',
    ]);
    expect(objects.get('guildhall/backups/guildhall-20261103T031500Z/pglite.tar.gz')?.toString()).toBe('dump of guildhall-20261103T031500Z');
  });
});
