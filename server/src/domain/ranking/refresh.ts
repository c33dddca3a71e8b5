import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';
import { rankingChunks, rankingSnapshots } from '../../db/schema/index';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, RANKING_SOURCE, rankingKey, rankingOrder, type RankingCategoryKey } from './categories';

// Ranks a category into stored positions: a new generation of chunks is written beside the one
// readers use, then the snapshot row switches readers to it and the old generation goes.
//
// Two ways to write the new generation ("Fast on a phone"):
// - runs (PGlite, the default there): PGlite runs on the server's only thread, so one statement over
//   a million rows held every request for seconds. `runs` reads the table in id ranges (sequential on
//   disk), sorts each range here, merges the runs a chunk at a time, each step one short statement,
//   yielding to the event loop between steps, so requests interleave. The switch is one short
//   statement; the old generation is deleted in small batches afterwards.
//   (A keyset walk over an index per ranking was tried first: short steps, but one heap page read
//   per entity, about half a second a step at a million players on PGlite, and eleven more indexes
//   for every write to a player; it was left out.)
// - single (PostgreSQL, the default there): one statement ranks the category inside a transaction.
//   The work runs in the database server, not on this thread; under MVCC readers keep the old
//   generation until the commit, and one sort is the least work.
// Collisions: two refreshes of one category never build the same generation at once. On PostgreSQL
// (several processes) an advisory lock serialises them: transaction-scoped for `single`, held on a
// connection of its own across every step for `runs`. On PGlite (one process owns the
// folder) a per-category queue in this process does the same.

/** Entity ids per stored chunk row. */
export const RANKING_CHUNK_SIZE = 1000;
/** Old chunk rows deleted per statement after a switch. */
const DELETE_BATCH = 100;

export interface Snapshot {
  generation: number;
  total: number;
  refreshedAt: Date;
}

export type RefreshMode = 'runs' | 'single';

export interface RefreshOptions {
  /** Default: `runs` on PGlite, `single` on PostgreSQL. */
  mode?: RefreshMode;
  /** Called between the refresh's steps (tests observe the interleaving; the default yields to the event loop). */
  between?: (step: { chunk: number; switched: boolean }) => Promise<void>;
  /** `runs`: ids per read step (default RUN_ROWS). */
  runRows?: number;
}

export async function readSnapshot(db: Db, key: RankingCategoryKey): Promise<Snapshot | null> {
  const [row] = await db
    .select({ generation: rankingSnapshots.Generation, total: rankingSnapshots.Total, refreshedAt: rankingSnapshots.RefreshedAt })
    .from(rankingSnapshots)
    .where(eq(rankingSnapshots.Category, key));
  return row ?? null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The pool behind a PostgreSQL handle; undefined on PGlite. */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

const lockName = (key: RankingCategoryKey) => `ranking:${key}`;

/** Refreshes per database handle and category, one after the other (PGlite; PostgreSQL also locks in the database). */
const queuesByDb = new WeakMap<Db, Map<RankingCategoryKey, Promise<unknown>>>();

function queued<T>(db: Db, key: RankingCategoryKey, run: () => Promise<T>): Promise<T> {
  let queues = queuesByDb.get(db);
  if (!queues) queuesByDb.set(db, (queues = new Map<RankingCategoryKey, Promise<unknown>>()));
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(run, run);
  const tail = next.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return next;
}

/** Ranks one category now; answers the new snapshot. */
export function refreshRanking(db: Db, key: RankingCategoryKey, options: RefreshOptions = {}): Promise<Snapshot> {
  const pool = poolOf(db);
  const mode = options.mode ?? (pool ? 'single' : 'runs');
  return queued(db, key, () => (mode === 'single' ? refreshInOneStatement(db, key) : refreshByRuns(db, key, pool, options)));
}

/** The whole ranking in one statement and one transaction (the PostgreSQL default). */
async function refreshInOneStatement(db: Db, key: RankingCategoryKey): Promise<Snapshot> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName(key)}))`);
    const [current] = await tx.select({ generation: rankingSnapshots.Generation }).from(rankingSnapshots).where(eq(rankingSnapshots.Category, key));
    const generation = (current?.generation ?? 0) + 1;
    // A refresh that died half-way may have left rows of this generation number.
    await tx.execute(sql`delete from ${rankingChunks} where category = ${key} and generation = ${generation}::int`);
    const size = sql.raw(String(RANKING_CHUNK_SIZE));
    // The ids first (one sort, a thousand array rows), then each chunk's first key from its first
    // entity: building a key array for every one of a million rows would cost more than the sort.
    const inserted = await tx.execute(sql`
      with ranked as (
        select ${source.id} as id, (row_number() over (order by ${rankingOrder(category)}) - 1)::int as rn
        from ${source} where ${category.where}
      ), chunks as (
        insert into ${rankingChunks} (category, generation, chunk, first_key, entity_ids)
        select ${key}, ${generation}::int, rn / ${size}, '{}'::numeric[], array_agg(id order by rn)
        from ranked group by rn / ${size}
        returning cardinality(entity_ids) as n
      )
      select coalesce(sum(n), 0)::int as total from chunks`);
    await tx.execute(sql`
      update ${rankingChunks} set first_key = f.k
      from (
        select c.chunk, ${rankingKey(category)} as k
        from ${rankingChunks} c join ${source} on ${source.id} = c.entity_ids[1]
        where c.category = ${key} and c.generation = ${generation}::int
      ) f
      where ${rankingChunks.Category} = ${key} and ${rankingChunks.Generation} = ${generation}::int and ${rankingChunks.Chunk} = f.chunk`);
    const total = Number(rowsOf<{ total: number }>(inserted)[0]?.total ?? 0);
    const refreshedAt = new Date();
    await tx
      .insert(rankingSnapshots)
      .values({ Category: key, Generation: generation, Total: total, RefreshedAt: refreshedAt })
      .onConflictDoUpdate({ target: rankingSnapshots.Category, set: { Generation: generation, Total: total, RefreshedAt: refreshedAt } });
    await tx.execute(sql`delete from ${rankingChunks} where category = ${key} and generation <> ${generation}::int`);
    return { generation, total, refreshedAt };
  });
}

/** Deletes the category's chunk rows of every generation but `keep`, a batch per statement, yielding between. */
async function deleteOtherGenerations(db: Db, key: RankingCategoryKey, keep: number): Promise<void> {
  for (;;) {
    const result = await db.execute(sql`
      delete from ${rankingChunks} where (category, generation, chunk) in (
        select category, generation, chunk from ${rankingChunks}
        where category = ${key} and generation <> ${keep}::int limit ${DELETE_BATCH})
      returning chunk`);
    if (rowsOf(result).length < DELETE_BATCH) return;
    await yieldToEventLoop();
  }
}

/** Rows read per step of `runs`, in id order (the table's own order on disk). */
const RUN_ROWS = 20_000;

/** Sort order of the refresh in JavaScript: every term descending, then the id ascending (as rankingOrder). */
function compareRows(terms: Float64Array[], ids: Int32Array, a: number, b: number): number {
  for (const t of terms) if (t[a] !== t[b]) return t[b] - t[a];
  return ids[a] - ids[b];
}

/**
 * `runs` (the PGlite default): the table is read in id ranges (sequential on disk, each step one short
 * statement answering a few arrays), each range sorted here into a run, and the runs merged a chunk at
 * a time, each chunk written by its own statement, yielding to the event loop between steps. Each
 * entity is read once, so none is met twice or missed; its place comes from the figures read in its
 * step. (A walk in ranking order over an index reads the heap in random order: one page per entity,
 * which on PGlite at a million players cost about half a second per step of 1,000.)
 */
async function refreshByRuns(db: Db, key: RankingCategoryKey, pool: pg.Pool | undefined, options: RefreshOptions): Promise<Snapshot> {
  const between = options.between ?? yieldToEventLoop;
  const lockClient = pool ? await pool.connect() : undefined;
  try {
    await lockClient?.query('select pg_advisory_lock(hashtext($1))', [lockName(key)]);
    const category = RANKING_CATEGORIES[key];
    const source = RANKING_SOURCE[category.kind];
    const current = await readSnapshot(db, key);
    const generation = (current?.generation ?? 0) + 1;
    await deleteOtherGenerations(db, key, current?.generation ?? 0);

    const [bounds] = rowsOf<{ hi: number | null }>(await db.execute(sql`select max(${source.id})::int as hi from ${source}`));
    const hi = Number(bounds?.hi ?? 0);
    const runs: { ids: Int32Array; terms: Float64Array[]; order: number[] }[] = [];
    const termArrays = category.terms.map(([expr], i) => sql`array_agg((${expr})::float8 order by ${source.id}) as ${sql.identifier(`t${i}`)}`);
    const step = options.runRows ?? RUN_ROWS;
    for (let from = 0; from < hi; from += step) {
      const [row] = rowsOf<Record<string, (number | string)[] | null>>(
        await db.execute(sql`
          select array_agg(${source.id} order by ${source.id}) as ids, ${sql.join(termArrays, sql`, `)}
          from ${source} where ${source.id} > ${from}::int and ${source.id} <= ${from + step}::int and ${category.where}`),
      );
      if (row?.ids && row.ids.length > 0) {
        const ids = Int32Array.from(row.ids, Number);
        // NaN ranks above every number in PostgreSQL: so it does here.
        const terms = category.terms.map((_, i) => Float64Array.from(row[`t${i}`] ?? [], (v) => (Number.isNaN(Number(v)) ? Infinity : Number(v))));
        const order = Array.from(ids.keys()).sort((a, b) => compareRows(terms, ids, a, b));
        runs.push({ ids, terms, order });
      }
      await between({ chunk: 0, switched: false });
    }

    // The merge: a binary heap of the runs' heads, best first.
    const heads = runs.map(() => 0);
    const better = (x: number, y: number) => {
      const rx = runs[x];
      const ry = runs[y];
      const a = rx.order[heads[x]];
      const b = ry.order[heads[y]];
      for (let t = 0; t < rx.terms.length; t++) if (rx.terms[t][a] !== ry.terms[t][b]) return rx.terms[t][a] > ry.terms[t][b];
      return rx.ids[a] < ry.ids[b];
    };
    const heap = runs.map((_, i) => i);
    const down = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && better(heap[l], heap[m])) m = l;
        if (r < heap.length && better(heap[r], heap[m])) m = r;
        if (m === i) return;
        [heap[i], heap[m]] = [heap[m], heap[i]];
        i = m;
      }
    };
    for (let i = (heap.length >> 1) - 1; i >= 0; i--) down(i);
    let chunk = 0;
    let total = 0;
    while (heap.length > 0) {
      const ids: number[] = [];
      while (ids.length < RANKING_CHUNK_SIZE && heap.length > 0) {
        const top = heap[0];
        ids.push(runs[top].ids[runs[top].order[heads[top]]]);
        heads[top] += 1;
        if (heads[top] >= runs[top].order.length) {
          heap[0] = heap[heap.length - 1];
          heap.pop();
        }
        if (heap.length > 0) down(0);
      }
      await db.execute(sql`
        insert into ${rankingChunks} (category, generation, chunk, first_key, entity_ids)
        select ${key}, ${generation}::int, ${chunk}::int,
          coalesce((select ${rankingKey(category)} from ${source} where ${source.id} = ${ids[0]}::int), '{}'::numeric[]),
          ${`{${ids.join(',')}}`}::int[]`);
      chunk += 1;
      total += ids.length;
      await between({ chunk, switched: false });
    }

    const refreshedAt = new Date();
    await db
      .insert(rankingSnapshots)
      .values({ Category: key, Generation: generation, Total: total, RefreshedAt: refreshedAt })
      .onConflictDoUpdate({ target: rankingSnapshots.Category, set: { Generation: generation, Total: total, RefreshedAt: refreshedAt } });
    await between({ chunk, switched: true });
    await deleteOtherGenerations(db, key, generation);
    return { generation, total, refreshedAt };
  } finally {
    if (lockClient) {
      await lockClient.query('select pg_advisory_unlock(hashtext($1))', [lockName(key)]).catch(() => undefined);
      lockClient.release();
    }
  }
}

/** Ranks every category, one after the other (PGlite is one connection; PostgreSQL is spared a burst). */
export async function refreshAllRankings(db: Db, log?: (msg: string) => void, options: RefreshOptions = {}): Promise<void> {
  for (const key of RANKING_CATEGORY_KEYS) {
    const started = performance.now();
    const snap = await refreshRanking(db, key, options);
    log?.(`ranking ${key}: ${snap.total} rows in ${Math.round(performance.now() - started)} ms`);
    // Let waiting requests in between categories (PGlite runs on this thread).
    await yieldToEventLoop();
  }
}

/**
 * Ranks the categories never ranked yet (a new world, a new category): the server does this before
 * it listens, so no request waits for a first ranking (the cold first case). No request can
 * be waiting yet, so each category is ranked in one statement, the fastest way.
 */
export async function rankUnrankedCategories(db: Db, log?: (msg: string) => void): Promise<number> {
  let ranked = 0;
  for (const key of RANKING_CATEGORY_KEYS) {
    if (await readSnapshot(db, key)) continue;
    const started = performance.now();
    const snap = await refreshRanking(db, key, { mode: 'single' });
    ranked += 1;
    log?.(`ranking ${key} ranked for the first time: ${snap.total} rows in ${Math.round(performance.now() - started)} ms`);
  }
  return ranked;
}
