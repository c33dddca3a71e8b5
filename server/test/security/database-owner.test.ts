import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { DatabaseFolderLocked } from '../../src/db/folder-lock';

// One owner per embedded database; migrations of processes starting
// together on an empty PostgreSQL take turns.

const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'gh-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('a PGlite folder has one owner', () => {
  it('refuses a second server on the same folder, naming the folder and the process that holds it', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DatabaseFolderLocked);
      await expect(second).rejects.toThrow(
        new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by another Guildhall process \\(pid ${process.pid}`),
      );
    } finally {
      await first.close();
    }
    // Released on close: the next server starts.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over the lock of a process that crashed', async () => {
    const dir = freshDir();
    // A pid above the kernel's limit cannot be alive.
    writeFileSync(path.join(dir, 'guildhall.lock'), JSON.stringify({ pid: 2 ** 22 + 12_345, host: hostname(), started: '2026-01-01T00:00:00Z' }));
    const db = await openDatabase({ dataDir: dir });
    await db.close();
  });
});

describe('migrations under an advisory lock', () => {
  it('lets two processes starting at the same moment on an empty database both come up', async () => {
    const pgUrl = process.env.PG_TEST_URL;
    let url: string | undefined;
    let drop = async () => {};
    if (pgUrl) {
      const name = `gh_race_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(pgUrl);
      u.pathname = `/${name}`;
      url = u.toString();
      drop = async () => {
        const c = new pg.Client({ connectionString: pgUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      };
    }
    try {
      // On PostgreSQL both race for real; on PGlite each process has its own database.
      const open = () => openDatabase({ databaseUrl: url, dataDir: ':memory:', poolSize: 4 });
      const both = await Promise.all([open(), open(), open()]);
      for (const d of both) {
        const rows = await d.db.execute('select count(*)::int as n from users');
        expect((rows as { rows: { n: number }[] }).rows[0].n).toBe(0);
      }
      await Promise.all(both.map((d) => d.close()));
    } finally {
      await drop();
    }
  });
});
