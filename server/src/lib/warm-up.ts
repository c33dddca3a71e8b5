import type { FastifyInstance } from 'fastify';
import { RANKING_CATEGORY_KEYS } from '../domain/ranking/categories';

/**
 * Before the server listens (issue 14): the first page of every ranking read once, through the
 * routes, so the first players of a fresh process do not pay for the cold start (the database's
 * pages not yet in memory, the route's code not yet compiled). At a million players on PGlite the
 * first ranking reads took 50 to 60 ms where the next take 10 to 20 ms. Answers the statuses.
 */
export async function warmUp(app: FastifyInstance): Promise<number[]> {
  const statuses: number[] = [];
  for (const key of RANKING_CATEGORY_KEYS) {
    const res = await app.inject({ method: 'GET', url: `/api/ranking/${key}?draw=1&start=0&length=25` });
    statuses.push(res.statusCode);
  }
  return statuses;
}
