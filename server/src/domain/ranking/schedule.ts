import type { Db } from '../../db/client';
import { RANKING_CATEGORY_KEYS } from './categories';
import { readSnapshot, refreshRanking } from './refresh';

/**
 * Re-ranks every category whose snapshot is older than `maxAgeSeconds`. Another process that
 * refreshed meanwhile makes this one skip (the age is read from the shared snapshot row).
 */
export async function refreshStaleRankings(db: Db, maxAgeSeconds: number, log?: (msg: string) => void): Promise<number> {
  let refreshed = 0;
  for (const key of RANKING_CATEGORY_KEYS) {
    const snap = await readSnapshot(db, key);
    if (snap && Date.now() - snap.refreshedAt.getTime() < maxAgeSeconds * 1000) continue;
    const started = performance.now();
    const next = await refreshRanking(db, key);
    refreshed += 1;
    log?.(`ranking ${key} re-ranked: ${next.total} rows in ${Math.round(performance.now() - started)} ms`);
    // Let waiting requests in between categories (PGlite runs on this thread).
    await new Promise((resolve) => setImmediate(resolve));
  }
  return refreshed;
}
