import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, repoRoot } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { bets } from '../src/db/schema/index';
import { playersOffTheBooks, readBooks } from '../src/domain/ledger/ledger';
import { makeBackup, pruneBackups, restoreBackup, RestoreRefused } from '../../scripts/lib/backup';
import { findPgBin } from '../../scripts/lib/postgres.mjs';
import { createTestApp, loginAs, type TestApp } from './test-app';

// A backup made while players keep writing holds every write acknowledged before it started, and
// a site started on its restored copy has balanced books. Runs on PGlite (the running server's own
// dump) and, with PG_TEST_URL, on PostgreSQL (pg_dump / pg_restore).

const pgUrl = process.env.PG_TEST_URL;
const folders: string[] = [];
const tempFolder = (name: string) => {
  const folder = mkdtempSync(path.join(tmpdir(), `gh-${name}-`));
  folders.push(folder);
  return folder;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 20 });
});
afterAll(async () => {
  await t?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gh_restore_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe('backup and restore', () => {
  it('keeps every write acknowledged before the backup began, under write load, and the restored site balances its books', async () => {
    const booksBefore = await readBooks(t.app.db);
    const players = await Promise.all(['demo', 'demo2'].map((name) => loginAs(t.app, name)));
    const acknowledged: { id: number }[] = [];
    let writing = true;
    const writer = async (player: (typeof players)[number]) => {
      while (writing) {
        const res = await player.post('/api/bet/new', { coins: 10 });
        if (res.statusCode === 201) acknowledged.push({ id: res.json<{ bet: { id: number } }>().bet.id });
      }
    };
    const load = Promise.all(players.flatMap((p) => [writer(p), writer(p)]));
    // Mid-load: some writes are in, and more keep coming while the backup runs.
    while (acknowledged.length < 20) await new Promise((r) => setImmediate(r));
    // The writes acknowledged before the backup began, by their order: a clock reading can tie in one millisecond.
    const acknowledgedBefore = acknowledged.length;
    const destination = tempFolder('backups');
    let folder: string;
    try {
      folder = await makeBackup({
        config: { DATABASE_URL: t.database.url, DATA_DIR: ':memory:' },
        destination,
        keep: 7,
        pgBin: pgUrl ? findPgBin() : undefined,
        pgliteDump: async () => (await t.app.inject({ url: '/internal/backup' })).rawPayload,
      });
    } finally {
      writing = false;
      await load;
    }
    const writtenDuringBackup = acknowledged.length - acknowledgedBefore;
    const before = acknowledged.slice(0, acknowledgedBefore).map((w) => w.id);
    expect(before.length).toBeGreaterThanOrEqual(20);

    const target = pgUrl ? await emptyPostgresDatabase() : null;
    const dataDir = tempFolder('restored');
    const config = { DATABASE_URL: target?.url, DATA_DIR: dataDir };
    let restored: Database | null = null;
    try {
      await restoreBackup({ config, from: folder, pgBin: pgUrl ? findPgBin() : undefined });
      restored = await openDatabase({ databaseUrl: target?.url, dataDir });
      const found = await restored.db.select({ id: bets.id }).from(bets).where(inArray(bets.id, before));
      expect(found.map((b) => b.id).sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
      expect(await playersOffTheBooks(restored.db)).toEqual([]);
      expect((await readBooks(restored.db)).total).toBe(booksBefore.total);

      // The site starts on the restored copy and answers.
      const site = await buildApp({ config: t.config, database: restored, distDir: path.join(repoRoot, 'server/test/fixtures/spa') });
      expect((await site.inject({ url: '/api/bet/list' })).statusCode).not.toBe(500);
      expect((await site.inject({ url: '/readyz' })).statusCode).toBe(200);
      await site.close();

      // A second restore into the same place is refused: nothing restored is ever overwritten.
      await expect(restoreBackup({ config, from: folder, pgBin: pgUrl ? findPgBin() : undefined })).rejects.toBeInstanceOf(RestoreRefused);
    } finally {
      await restored?.close();
      await target?.drop();
    }
    // For the record: on PostgreSQL writes go on while pg_dump runs; PGlite serves one query at a time.
    console.info(`backup under load (${t.database.kind}): ${before.length} writes before it began, ${writtenDuringBackup} acknowledged while it ran`);
  });

  it('keeps only the newest BACKUP_KEEP backups, and drops one a crash left half-made', () => {
    const destination = tempFolder('keep');
    const names = ['guildhall-20261101T030000Z', 'guildhall-20261102T030000Z', 'guildhall-20261103T030000Z', 'guildhall-20261104T030000Z.partial'];
    for (const name of names) mkdirSync(path.join(destination, name));
    mkdirSync(path.join(destination, 'not-a-backup'));
    pruneBackups(destination, 2);
    expect(readdirSync(destination).sort()).toEqual(['guildhall-20261102T030000Z', 'guildhall-20261103T030000Z', 'not-a-backup']);
  });
});
