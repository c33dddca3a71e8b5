import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { lockDatabaseFolder } from './folder-lock';

type Schema = typeof schema;
/** The one database type both drivers give: routes and domain code never know which is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** An in-memory PGlite's whole state as a tarball, for `loadDataDir` (tests copy a seeded world). */
  snapshot?: () => Promise<Blob>;
  /** Calls `listener` with the seconds each query took (metrics); answers a function that stops it. */
  observeQueries(listener: QueryListener): () => void;
  /** PGlite only: the whole database as a gzipped tarball, made between two queries (backups). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the connection string (backups run pg_dump on it). */
  url?: string;
  /** PostgreSQL's connection pool, as pg counts it (metrics). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
}

type QueryListener = (seconds: number) => void;

/**
 * Wraps a driver's query function once so every query's time reaches the listeners; a query with
 * a callback (never drizzle's way) is passed through untimed.
 */
function timedQueries(listeners: Set<QueryListener>) {
  return <F extends (...args: never[]) => unknown>(query: F): F =>
    function (this: unknown, ...args: never[]) {
      const started = performance.now();
      const result = query.apply(this, args);
      if (listeners.size && result instanceof Promise) {
        const record = () => listeners.forEach((l) => l((performance.now() - started) / 1000));
        result.then(record, record);
      }
      return result;
    } as F;
}

const observing = (listeners: Set<QueryListener>) => (listener: QueryListener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite's files, or ':memory:' for an in-memory database (tests). */
  dataDir: string;
  poolSize?: number;
  onPoolError?: (err: Error) => void;
  /** An in-memory PGlite starts from this snapshot (see Database.snapshot) instead of empty. */
  loadDataDir?: Blob;
}

/** Any fixed 64-bit number: the key of the advisory lock every Guildhall process migrates under. */
const MIGRATION_LOCK_KEY = 0x6775696c64686c;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so processes starting together on an
 * empty database take turns: the first migrates, the others find the work done.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await lock.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}

/** Opens the database, loads pg_trgm and applies the committed migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, admin termination): log it; the pool
    // replaces the client. Without a listener the error would crash the process.
    pool.on('error', (err) => (options.onPoolError ?? console.error)(err));
    // Drizzle queries through pool.query (which hands its client a callback: untimed there) and, in a
    // transaction, through a checked-out client's promise form: each query is timed once.
    const listeners = new Set<QueryListener>();
    const timed = timedQueries(listeners);
    pool.query = timed(pool.query.bind(pool));
    pool.on('connect', (client) => {
      client.query = timed(client.query.bind(client));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateUnderLock(pool, () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }));
    return { db, kind: 'postgres', close: () => pool.end(), observeQueries: observing(listeners), pool, url: options.databaseUrl };
  }
  let dataDir: string | undefined;
  let release = () => {};
  if (options.dataDir !== ':memory:') {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = lockDatabaseFolder(path.dirname(dataDir));
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, ...(options.loadDataDir && !dataDir ? { loadDataDir: options.loadDataDir } : {}) });
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    // Drizzle queries through client.query, and inside a transaction through the transaction's own.
    const listeners = new Set<QueryListener>();
    const timed = timedQueries(listeners);
    client.query = timed(client.query.bind(client));
    const transaction = client.transaction.bind(client);
    client.transaction = (run) =>
      transaction((tx) => {
        tx.query = timed(tx.query.bind(tx));
        return run(tx);
      });
    const drizzleDb = drizzlePglite(client, { schema });
    await migratePglite(drizzleDb, { migrationsFolder });
    return {
      db: drizzleDb as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      snapshot: dataDir ? undefined : async () => await client.dumpDataDir('none'),
      observeQueries: observing(listeners),
      dump: async () => await client.dumpDataDir('gzip'),
    };
  } catch (e) {
    release();
    throw e;
  }
}
