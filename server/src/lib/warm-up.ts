import type { FastifyInstance } from 'fastify';

/**
 * Before the server listens: the first page of every ranking read once, through the
 * routes, so the first players of a fresh process do not pay for the cold start (the database's
 * pages not yet in memory, the route's code not yet compiled). At a million players on PGlite the
 * first ranking reads took 50 to 60 ms where the next take 10 to 20 ms. The caller names the
 * categories (the ranking is the domain's business, not this helper's). Answers the statuses.
 */
export async function warmUp(app: FastifyInstance, rankingKeys: readonly string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const key of rankingKeys) {
    const res = await app.inject({ method: 'GET', url: `/api/ranking/${key}?draw=1&start=0&length=25` });
    statuses.push(res.statusCode);
  }
  return statuses;
}
