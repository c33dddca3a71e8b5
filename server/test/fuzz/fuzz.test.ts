import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { fuzz, fuzzableRoutes } from './fuzz';

// The fuzz suite, bounded for CI (npm run fuzz runs 500 per route and prints figures):
// malformed requests to every API route as a visitor and as a player; no 5xx, books balanced.

const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 12);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 30, config: { RATE_LIMIT_MAX: '100000', READ_RATE_LIMIT_MAX: '10000000', JOB_POLL_MS: '0' } });
});
afterAll(() => t?.close());

describe('fuzzing every API route', () => {
  it('covers the routes of the contract and the added calls', () => {
    const routes = fuzzableRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    for (const spec of [
      'POST /api/bet/new',
      'GET /api/bet/all',
      'GET /api/bet/cancel/:id',
      'POST /api/user/login',
      'POST /api/dashboard/upload',
      'POST /api/ranking/player/:category',
      'POST /api/store/buy/:id',
    ]) {
      expect(routes).toContain(spec);
    }
    expect(routes.length).toBeGreaterThan(40);
  });

  it(`answers ${PER_ROUTE} malformed requests per route without a single 5xx, and the books stay balanced`, async () => {
    const result = await fuzz(t.app, { perRoute: PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 7), playerId: 1 });
    expect(result.fiveHundreds).toEqual([]);
    expect(result.booksBalanced).toBe(true);
  }, 600_000);
});
