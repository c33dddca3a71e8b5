import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Pages whose address names nothing answer 404, as every unknown page does, not a "Not found" page
// answered 200 (a search engine would keep it, a link checker would not see it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode;

describe('page addresses that name nothing', () => {
  it('answer 404 for a malformed compare address, an unknown dashboard section and a character compared with themself', async () => {
    expect(await status('/compare/abc')).toBe(404);
    expect(await status('/compare/1/abc')).toBe(404);
    expect(await status('/compare/1/1')).toBe(404);
    expect(await status('/dashboard/foo')).toBe(404);
  });

  it('send the enhancements list address to the market, where the enhancements are listed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wiki/enhancement', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/wiki/market');
    expect(await status('/wiki/enhancement/1')).toBe(200);
  });

  it('still answer the real pages', async () => {
    expect(await status('/compare/1')).toBe(200);
    expect(await status('/compare/1/2')).toBe(200);
    expect(await status('/dashboard/items')).toBe(200);
    expect(await status('/dashboard')).toBe(200);
  });
});
