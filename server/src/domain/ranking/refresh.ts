import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingChunks, rankingSnapshots } from '../../db/schema/index';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, RANKING_SOURCE, rankingKey, rankingOrder, type RankingCategoryKey } from './categories';

// Ranks a category into stored positions. One ordered pass writes a new generation of chunks, the
// snapshot row switches readers to it in the same transaction, and the old generation goes. A
// transaction-scoped advisory lock makes concurrent refreshes of one category (several processes
// on one PostgreSQL) run one after the other instead of colliding on the new generation's keys.

/** Entity ids per stored chunk row. */
export const RANKING_CHUNK_SIZE = 1000;

export interface Snapshot {
  generation: number;
  total: number;
  refreshedAt: Date;
}

export async function readSnapshot(db: Db, key: RankingCategoryKey): Promise<Snapshot | null> {
  const [row] = await db
    .select({ generation: rankingSnapshots.Generation, total: rankingSnapshots.Total, refreshedAt: rankingSnapshots.RefreshedAt })
    .from(rankingSnapshots)
    .where(eq(rankingSnapshots.Category, key));
  return row ?? null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Ranks one category now; answers the new snapshot. */
export async function refreshRanking(db: Db, key: RankingCategoryKey): Promise<Snapshot> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ranking:${key}`}))`);
    const [current] = await tx.select({ generation: rankingSnapshots.Generation }).from(rankingSnapshots).where(eq(rankingSnapshots.Category, key));
    const generation = (current?.generation ?? 0) + 1;
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

/** Ranks every category, one after the other (PGlite is one connection; PostgreSQL is spared a burst). */
export async function refreshAllRankings(db: Db, log?: (msg: string) => void): Promise<void> {
  for (const key of RANKING_CATEGORY_KEYS) {
    const started = performance.now();
    const snap = await refreshRanking(db, key);
    log?.(`ranking ${key}: ${snap.total} rows in ${Math.round(performance.now() - started)} ms`);
    // Let waiting requests in between categories (PGlite runs on this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
}
