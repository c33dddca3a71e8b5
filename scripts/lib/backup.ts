import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../../server/src/config';

// Backups of a whole site: the database (PGlite's own dump of its data folder, or pg_dump's custom
// format) and DATA_DIR's files (uploads, site images, the session secret of a PGlite site; on
// PostgreSQL the secret is a row of the database). One folder per backup; the newest `keep` stay.

const BACKUP_PREFIX = 'guildhall-';
const PGLITE_FILE = 'pglite.tar.gz';
const PG_FILE = 'database.pgdump';
/** Files of DATA_DIR that belong to the running server, not to the site. */
const NOT_BACKED_UP = new Set(['pglite', 'guildhall.lock']);

export interface Manifest {
  kind: 'pglite' | 'postgres';
  /** When the backup began: every write acknowledged before this is in it. */
  startedAt: string;
  finishedAt: string;
  files: boolean;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`))));
  });
}

/** A sortable folder name: guildhall-20261126T221500Z. */
const stamp = (at: Date) =>
  `${BACKUP_PREFIX}${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

const hasFiles = (dataDir: string) => dataDir !== ':memory:' && existsSync(dataDir) && readdirSync(dataDir).some((f) => !NOT_BACKED_UP.has(f));

export interface BackupOptions {
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;
  /** BACKUP_DIR: one folder per backup is made inside it. */
  destination: string;
  keep: number;
  /** PostgreSQL's bin folder (pg_dump, pg_restore). */
  pgBin?: string;
  /** PGlite: the running server's dump of its database (or the folder's own when none runs). */
  pgliteDump?: () => Promise<Buffer>;
}

/** Makes one backup and removes the oldest beyond `keep`; answers the new folder. */
export async function makeBackup(options: BackupOptions): Promise<string> {
  const startedAt = new Date();
  mkdirSync(options.destination, { recursive: true });
  const folder = path.join(options.destination, stamp(startedAt));
  const partial = `${folder}.partial`;
  mkdirSync(partial, { recursive: true });
  try {
    const kind = options.config.DATABASE_URL ? 'postgres' : 'pglite';
    if (kind === 'postgres') {
      // One transaction-consistent snapshot, taken while the site keeps writing.
      await run(path.join(options.pgBin!, 'pg_dump'), ['--format=custom', '--no-owner', `--file=${path.join(partial, PG_FILE)}`, options.config.DATABASE_URL!]);
    } else {
      writeFileSync(path.join(partial, PGLITE_FILE), await options.pgliteDump!());
    }
    const dataDir = options.config.DATA_DIR;
    const files = hasFiles(dataDir);
    if (files)
      cpSync(dataDir, path.join(partial, 'files'), { recursive: true, filter: (from) => !NOT_BACKED_UP.has(path.relative(dataDir, from).split(path.sep)[0]) });
    const manifest: Manifest = { kind, startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), files };
    writeFileSync(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  // Complete backups only carry the plain name: a crash mid-way leaves a .partial folder, never a
  // backup that looks whole.
  renameSync(partial, folder);
  pruneBackups(options.destination, options.keep);
  return folder;
}

/** Removes all but the newest `keep` complete backups (and any .partial left by a crash). */
export function pruneBackups(destination: string, keep: number): string[] {
  const names = readdirSync(destination).filter((n) => n.startsWith(BACKUP_PREFIX));
  const complete = names.filter((n) => !n.endsWith('.partial')).sort();
  const removed = [...names.filter((n) => n.endsWith('.partial')), ...complete.slice(0, Math.max(0, complete.length - keep))];
  for (const name of removed) rmSync(path.join(destination, name), { recursive: true, force: true });
  return removed;
}

export class RestoreRefused extends Error {}

export interface RestoreOptions {
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>;
  /** A backup folder made by makeBackup. */
  from: string;
  pgBin?: string;
}

/** Brings a backup back into an empty data folder or database; refuses anything not empty. */
export async function restoreBackup({ config, from, pgBin }: RestoreOptions): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== target) {
    throw new RestoreRefused(
      `This backup is of a ${manifest.kind} site; restore it with ${manifest.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}.`,
    );
  }
  const dataDir = config.DATA_DIR;
  if (hasFiles(dataDir) || existsSync(path.join(dataDir, 'pglite')))
    throw new RestoreRefused(`DATA_DIR (${path.resolve(dataDir)}) is not empty: restore into an empty folder.`);
  if (target === 'postgres') {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      if (Number(rows[0].n) > 0) throw new RestoreRefused('The database of DATABASE_URL is not empty: restore into a new, empty database.');
    } finally {
      await client.end();
    }
    await run(path.join(pgBin!, 'pg_restore'), ['--no-owner', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, path.join(from, PG_FILE)]);
  } else {
    const folder = path.resolve(dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    const db = await PGlite.create({ dataDir: folder, extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(path.join(from, PGLITE_FILE))]) });
    await db.close();
  }
  if (manifest.files) cpSync(path.join(from, 'files'), dataDir, { recursive: true, errorOnExist: true, force: false });
  return manifest;
}
