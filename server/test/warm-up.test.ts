import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { RANKING_CATEGORY_KEYS } from '../src/domain/ranking/categories';
import { warmUp } from '../src/lib/warm-up';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 50 });
});
afterAll(() => t.close());

describe('warm-up before the server listens', () => {
  it('reads the first page of every ranking, each answered', async () => {
    const statuses = await warmUp(t.app, RANKING_CATEGORY_KEYS);
    expect(statuses).toHaveLength(RANKING_CATEGORY_KEYS.length);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});
