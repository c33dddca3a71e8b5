import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PAGES, PAGE_PATTERNS, SPEC_CONTROLLERS } from '@contract/paths';
import type { Bootstrap } from '@contract/types/bootstrap';
import { bets, newsPosts, storePackages } from '../src/db/schema/index';
import { createTestApp, type TestApp } from './test-app';

// Every page the server renders names its controller in the bootstrap
// block; the walk covers every page pattern with a real entity where the path needs one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bootstrapOf = (html: string): Bootstrap => JSON.parse(/<script id="bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]) as Bootstrap;

describe('page controllers', () => {
  it('every page names its controller in the bootstrap block', async () => {
    const [bet] = await t.app.db.select({ id: bets.id }).from(bets).orderBy(asc(bets.id)).limit(1);
    const [post] = await t.app.db.select({ Slug: newsPosts.Slug }).from(newsPosts).where(eq(newsPosts.Status, 'published')).limit(1);
    const [pkg] = await t.app.db.select({ id: storePackages.id }).from(storePackages).orderBy(asc(storePackages.id)).limit(1);
    const sample = (pattern: string) =>
      pattern
        .replace(':type', 'item')
        .replace(':section', 'items')
        .replace(':slug', post.Slug)
        .replace(':token', 'some-token')
        .replace('/bet/verify/:id', `/bet/verify/${bet.id}`)
        .replace('/store/confirmation/:id', `/store/confirmation/${pkg.id}`)
        // Two players: a player compared with themself is no page.
        .replace(':b', '2')
        .replace(/:\w+/g, '1');
    const seen = new Set<string>();
    for (const pattern of PAGE_PATTERNS) {
      const url = sample(pattern);
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const { controller } = bootstrapOf(res.body);
      expect(controller, url).toBe(PAGES[pattern].controller);
      seen.add(controller!);
    }
    for (const controller of SPEC_CONTROLLERS) expect(seen, controller).toContain(controller);
  });

  it('a 404 page names none; GET /api/bootstrap names the one of ?page', async () => {
    expect(bootstrapOf((await t.app.inject({ url: '/no/such/page' })).body).controller).toBeUndefined();
    expect((await t.app.inject({ url: '/api/bootstrap?page=/account/delete' })).json().controller).toBe('account_delete');
    expect((await t.app.inject({ url: '/api/bootstrap' })).json().controller).toBeUndefined();
  });

  it('GET /api/bootstrap refuses a page that is no path, or longer than any page, naming the field', async () => {
    for (const page of ['account/delete', `/${'a'.repeat(2048)}`]) {
      const res = await t.app.inject({ url: `/api/bootstrap?page=${page}` });
      expect(res.statusCode, page.slice(0, 20)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['page']);
    }
  });
});
