import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPage, PAGES, PAGE_PATTERNS } from '@contract/paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rankUnrankedCategories } from '../domain/ranking/refresh';
import { pagesToWarm } from './warm-pages';
import { warmUp } from '../lib/warm-up';

// Before a fresh process listens, one page of each kind the server paints is asked for through its
// own route, as a player's request is, so the first player of each kind does not wait for a cold
// render. A page of an unknown entity is a 404 that renders nothing: each must be one that exists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  // As the server does before its warm-up.
  await rankUnrankedCategories(t.database.db, () => undefined);
});
afterAll(() => t?.close());

describe('the pages warm-up', () => {
  it('names one existing page of each kind the server paints', async () => {
    const pages = await pagesToWarm(t.app);
    const kinds = pages.map((page) => matchPage(new URL(page, 'http://localhost').pathname)?.pattern);
    // A purchase's confirmation is the buyer's: no public list names one.
    const painted = PAGE_PATTERNS.filter((pattern) => PAGES[pattern].serverRendered && pattern !== '/store/confirmation/:id');
    expect(kinds.sort()).toEqual([...painted].sort());
    for (const page of pages) expect((await t.app.inject({ method: 'GET', url: page })).statusCode, page).toBe(200);
  });

  it('asks for each page through its route, and leaves the rest once its time is up', async () => {
    const pages = await pagesToWarm(t.app);
    expect(await warmUp(t.app, [], { pages: async () => pages })).toEqual(pages.map(() => 200));
    expect(await warmUp(t.app, [], { pages: async () => pages, pagesWithinMs: 0 })).toEqual([]);
  });
});
