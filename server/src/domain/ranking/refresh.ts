import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankingPositions, rankingSnapshots } from '../../db/schema/index';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, RANKING_SOURCE, type RankingCategoryKey } from './categories';

// Ranks a category into stored positions. One ordered pass writes a new generation, the snapshot
// row switches readers to it in the same transaction, and the old generation goes. A transaction-
// scoped advisory lock makes concurrent refreshes of one category (several processes on one
// PostgreSQL) run one after the other instead of colliding on the new generation's keys.

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

/** Ranks one category now; answers the new snapshot. */
export async function refreshRanking(db: Db, key: RankingCategoryKey): Promise<Snapshot> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ranking:${key}`}))`);
    const [current] = await tx.select({ generation: rankingSnapshots.Generation }).from(rankingSnapshots).where(eq(rankingSnapshots.Category, key));
    const generation = (current?.generation ?? 0) + 1;
    // The insert counts its own rows: a second count over a million rows would double the cost.
    const inserted = await tx.execute(sql`
      with ins as (
        insert into ${rankingPositions} (category, generation, position, entity_id)
        select ${key}, ${generation}::int, row_number() over (order by ${category.order}), ${source.id}
        from ${source} where ${category.where}
        returning 1
      )
      select count(*)::int as total from ins`);
    const total = Number((inserted as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
    const refreshedAt = new Date();
    await tx
      .insert(rankingSnapshots)
      .values({ Category: key, Generation: generation, Total: total, RefreshedAt: refreshedAt })
      .onConflictDoUpdate({ target: rankingSnapshots.Category, set: { Generation: generation, Total: total, RefreshedAt: refreshedAt } });
    await tx.execute(sql`delete from ${rankingPositions} where category = ${key} and generation <> ${generation}::int`);
    return { generation, total, refreshedAt };
  });
}

/** Ranks every category, one after the other (PGlite is one connection; PostgreSQL is spared a burst). */
export async function refreshAllRankings(db: Db, log?: (msg: string) => void): Promise<void> {
  for (const key of RANKING_CATEGORY_KEYS) {
    const started = performance.now();
    const snap = await refreshRanking(db, key);
    log?.(`ranking ${key}: ${snap.total} rows in ${Math.round(performance.now() - started)} ms`);
  }
}
