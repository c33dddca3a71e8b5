import type { FastifyInstance } from 'fastify';

/** How long the pages' warm-up may hold the process back from listening. */
const PAGE_WARM_UP_WITHIN_MS = 5_000;

/**
 * Before the server listens: the first page of every ranking read once, through the
 * routes, so the first players of a fresh process do not pay for the cold start (the database's
 * pages not yet in memory, the route's code not yet compiled). At a million players on PGlite the
 * first ranking reads took 50 to 60 ms where the next take 10 to 20 ms. The caller names the
 * categories (the ranking is the domain's business, not this helper's).
 *
 * Then one page of each kind the server paints is asked for through its own route, as a player's
 * request is (`pages`, one address each, picked by the caller): its render, its reads and their
 * queries run once, so a fresh process's first painted page of that kind is not several times
 * slower than the next (or, past the render's time limit, sent unpainted). Bounded: a page not yet
 * asked for when `pagesWithinMs` has passed is left to its first player. Answers the statuses.
 */
export async function warmUp(
  app: FastifyInstance,
  rankingKeys: readonly string[],
  { pages = async () => [], pagesWithinMs = PAGE_WARM_UP_WITHIN_MS }: { pages?: () => Promise<string[]>; pagesWithinMs?: number } = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (const key of rankingKeys) {
    const res = await app.inject({ method: 'GET', url: `/api/ranking/${key}?draw=1&start=0&length=25` });
    statuses.push(res.statusCode);
  }
  const until = Date.now() + pagesWithinMs;
  for (const url of await pages()) {
    if (Date.now() >= until) break;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    statuses.push(res.statusCode);
  }
  return statuses;
}
