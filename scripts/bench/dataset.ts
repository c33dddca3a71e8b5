import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import type { Db } from '../../server/src/db/client';
import { readRankingPage } from '../../server/src/domain/ranking/read';
import { refreshAllRankings, refreshRanking, type RefreshMode } from '../../server/src/domain/ranking/refresh';
import { seedWorld } from '../../server/src/seed/index';

// The bench's world: seeded once per size into its own folder (PGlite) or database (PostgreSQL)
// and reused while the migration stays the same; the rankings are re-ranked (and timed) every run.

const migrationsDir = path.resolve(import.meta.dirname, '../../server/drizzle');

/** One short hash per committed migration, in order. */
function migrationHashes(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) =>
      createHash('sha256')
        .update(readFileSync(path.join(migrationsDir, file)))
        .digest('hex')
        .slice(0, 16),
    );
}

/** Changes whenever a committed migration changes. */
function migrationFingerprint(hashes: string[]): string {
  return createHash('sha256').update(hashes.join()).digest('hex').slice(0, 16);
}

interface Marker {
  players: number;
  seed: number;
  migration: string;
  /** The migrations the world was seeded under: a world whose migrations are all still there, unchanged, is kept and migrated forward (opening applies the newer ones). */
  migrations?: string[];
}

export interface PreparedDataset {
  /** Per category: rows ranked and milliseconds the refresh took. */
  refresh: { key: string; rows: number; ms: number }[];
  seededNow: boolean;
  seedMs?: number;
  /** Ranking page-1 reads issued one after the other while player/global is re-ranked, both ways (skipped with BENCH_REFRESH_WAIT=0). */
  refreshWait?: RefreshWait[];
}

export interface RefreshWait {
  key: string;
  /** `runs` (sorted runs merged in steps; the PGlite default) or `single` (one statement; the PostgreSQL default, and PGlite's before the earlier change). */
  mode: RefreshMode;
  refreshMs: number;
  /** Reads answered while the refresh ran (in its first READ_WINDOW_MS), and their latencies. */
  reads: number;
  p95: number;
  max: number;
}

const READ_WINDOW_MS = 10_000;

/**
 * How long a request waits while a refresh runs: in the process that owns the database
 * (as the server would), a refresh of the largest category runs while ranking page-1 reads are issued
 * one after the other until it ends (or for READ_WINDOW_MS). On PGlite every read shares the thread
 * with the refresh, so the longest read is the longest stretch the refresh held the thread. A figure,
 * never asserted.
 */
async function measureRefreshWait(db: Db, mode: RefreshMode, key: 'player/global' = 'player/global'): Promise<RefreshWait> {
  const req = { draw: 1, start: 0, length: 25, search: '', order: [] };
  await readRankingPage(db, key, req);
  const latencies: number[] = [];
  let done = false;
  const started = performance.now();
  const refresh = refreshRanking(db, key, { mode }).finally(() => (done = true));
  // Reads for at most READ_WINDOW_MS: back to back they leave the refresh a step now and then (at a
  // million players it then ran for minutes); the refresh ends on its own after that.
  const until = performance.now() + READ_WINDOW_MS;
  while (!done && performance.now() < until) {
    const t = performance.now();
    await readRankingPage(db, key, req);
    latencies.push(performance.now() - t);
  }
  await refresh;
  const refreshMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
  return { key, mode, refreshMs, reads: latencies.length, p95: at(0.95), max: latencies.at(-1) ?? 0 };
}

export async function prepareDataset(opts: {
  players: number;
  seed: number;
  markerDir: string;
  dataDir?: string;
  databaseUrl?: string;
  log: (m: string) => void;
}): Promise<PreparedDataset> {
  const hashes = migrationHashes();
  const want: Marker = { players: opts.players, seed: opts.seed, migration: migrationFingerprint(hashes), migrations: hashes };
  const markerFile = path.join(opts.markerDir, 'bench.json');
  const have: Marker | null = existsSync(markerFile) ? (JSON.parse(readFileSync(markerFile, 'utf8')) as Marker) : null;
  // Seeding a million players takes long: a world seeded before newer migrations were added is migrated forward, not rebuilt.
  const migratesForward = !!have?.migrations && have.migrations.length <= hashes.length && have.migrations.every((h, i) => h === hashes[i]);
  const fresh = !have || have.players !== want.players || have.seed !== want.seed || (have.migration !== want.migration && !migratesForward);

  if (fresh && opts.dataDir) rmSync(path.join(opts.dataDir, 'pglite'), { recursive: true, force: true });
  mkdirSync(opts.markerDir, { recursive: true });
  const database = await openDatabase({ dataDir: opts.dataDir ?? ':memory:', databaseUrl: opts.databaseUrl });
  try {
    let seedMs: number | undefined;
    if (fresh) {
      if (database.kind === 'postgres') {
        // The database handle is PGlite's or node-postgres's: execute() is typed unknown across both, so the row shape is stated here.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] };
        const [row] = result.rows;
        if (row.n > 0)
          throw new Error('The bench PostgreSQL database holds another world: give BENCH_DATABASE_URL an empty database (or delete the bench cluster folder).');
      }
      opts.log(`Seeding ${opts.players.toLocaleString('en-US')} players (once; reused while the schema stays the same)…`);
      const started = performance.now();
      await seedWorld(database.db, { players: opts.players, seed: opts.seed, log: opts.log });
      seedMs = performance.now() - started;
      writeFileSync(markerFile, JSON.stringify(want));
    }
    const refresh: PreparedDataset['refresh'] = [];
    await refreshAllRankings(database.db, (msg) => {
      const m = /^ranking (\S+): (\d+) rows in (\d+) ms$/.exec(msg);
      if (m) refresh.push({ key: m[1], rows: Number(m[2]), ms: Number(m[3]) });
    });
    // Fresh statistics; on PostgreSQL also the visibility map (what autovacuum keeps up in production),
    // so counts such as guild members can be answered from the index alone.
    await database.db.execute(database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
    const refreshWait =
      process.env.BENCH_REFRESH_WAIT === '0' ? undefined : [await measureRefreshWait(database.db, 'single'), await measureRefreshWait(database.db, 'runs')];
    return { refresh, seededNow: fresh, seedMs, refreshWait };
  } finally {
    await database.close();
  }
}
