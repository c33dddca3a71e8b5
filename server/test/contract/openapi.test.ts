import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// The reference is generated from the routes' own schemas. It must be valid
// OpenAPI 3.1, list every call of docs/product-rules.md#http-contract, and be readable at /api/docs without any other site.

// docs/product-rules.md#http-contract calls, in the reference's path spelling (a Fastify `:name` is `{name}` there).
const SPEC_CALLS = [
  'post /api/user/login',
  'post /api/user/register',
  'post /api/user/account/save',
  'get /api/user/account/avatar/default',
  'get /api/login/social/redirect/{provider}',
  'post /api/user/account/delete',
  'get /api/user/account/wheel',
  'post /api/user/recovery/send',
  'post /api/user/recovery/reset',
  'post /api/help/contact',
  'get /api/bet/all',
  'get /api/bet/find/{id}',
  'get /api/bet/cancel/{id}',
  'post /api/bet/new',
  'post /api/guild/log/{id}',
  'post /api/guild/member/{id}',
  'post /api/guild/alliance/{id}',
  'get /api/user/inventory/{storage}/{characterId}/none',
  'post /api/ranking/friend/{characterId}',
  'post /api/user/timeline',
  'post /api/ranking/player/{category}',
  'post /api/ranking/guild/{category}',
  'post /api/ranking/monster',
  'get /api/wiki/{type}',
  'get /api/store',
  'post /api/user/all',
  'get /api/game/files',
  'post /api/dashboard/upload',
  'get /api/image/avatar/player/head/{id}/{version}',
  'get /api/image/avatar/player/picture/{id}/{version}',
  'get /api/image/assets/item/original/{idOrIcon}',
  'get /api/image/assets/armor/original/{id}',
  'get /api/image/assets/item/16/{icon}',
  'get /api/image/guild/banner/{id}',
  'get /api/image/avatar/npc/head/{id}',
  'get /api/image/assets/default/store/{file}',
];

let t: TestApp;
let spec: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; openapi: string };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  spec = res.json();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(spec.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(spec) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('lists every call of the contract, each with its answers and the contract refusals', () => {
    const listed = Object.entries(spec.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));
    expect(SPEC_CALLS.filter((call) => !listed.includes(call))).toEqual([]);
    for (const call of SPEC_CALLS) {
      const [method, path] = call.split(' ');
      expect(Object.keys(spec.paths[path][method].responses), call).toEqual(expect.arrayContaining(['422', '4XX', '5XX']));
    }
  });

  it("states the ranking tables' shortest honoured search on both GET and POST", () => {
    for (const path of ['/api/ranking/player/{category}', '/api/ranking/guild/{category}', '/api/ranking/monster', '/api/ranking/gains/{period}/{figure}']) {
      for (const method of ['get', 'post']) {
        expect(JSON.stringify(spec.paths[path][method]), `${method} ${path}`).toContain('shorter than 3 characters is answered as no search');
      }
    }
  });

  it('describes the site calls only: no page, file, feed or documentation route', () => {
    expect(Object.keys(spec.paths).filter((path) => !path.startsWith('/api/') || path.startsWith('/api/docs') || path.includes('*'))).toEqual([]);
  });
});

type Operation = { operationId?: string; summary?: string; responses: Record<string, unknown>; security?: Record<string, string[]>[] };
const operations = (): { call: string; op: Operation }[] =>
  Object.entries(spec.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ call: `${method} ${path}`, op })));

describe('the reference is complete', () => {
  it('names every operation after its call in endpoints, once, with a summary', () => {
    const unnamed = operations().filter(({ op }) => !op.operationId || !op.summary);
    expect(unnamed.map(({ call }) => call)).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(spec.paths['/api/guild/log/{id}'].get).toMatchObject({ operationId: 'guildTableLog' });
    expect(spec.paths['/api/guild/log/{id}'].post).toMatchObject({ operationId: 'guildTableLogByPost' });
  });

  it('documents the challenge registration needs', () => {
    expect(spec.paths['/api/challenge']?.get).toMatchObject({ operationId: 'challenge' });
  });

  it('declares 304 on the GETs that send ETags, and a real one answers it', async () => {
    expect(spec.paths['/api/character/{id}'].get.responses).toHaveProperty('304');
    expect(spec.paths['/api/store'].get.responses).toHaveProperty('304');
    const first = await t.app.inject({ url: '/api/store' });
    const again = await t.app.inject({ url: '/api/store', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('declares 413, 414 and 415 where the framework answers them', () => {
    const join = spec.paths['/api/bet/join/{id}'].post.responses;
    expect(Object.keys(join)).toEqual(expect.arrayContaining(['413', '414', '415', '429', '503']));
  });

  it('applies the session and CSRF schemes from how each route is guarded', () => {
    const security = (path: string, method: string) => (spec.paths[path][method] as Operation).security;
    expect(security('/api/bet/new', 'post')).toEqual([{ session: [], csrf: [] }]);
    expect(security('/api/user/account/sessions', 'get')).toEqual([{ session: [] }]);
    expect(security('/api/dashboard/players/{playerId}/suspend', 'post')).toEqual([{ session: [], csrf: [] }]);
    expect(security('/api/user/login', 'post')).toEqual([{ csrf: [] }]);
    expect(security('/api/store', 'get')).toBeUndefined();
    // A game server's call carries its own key, not a browser's session.
    expect(security('/api/game/online', 'post')).toBeUndefined();
  });
});

describe('/api/docs', () => {
  it('serves the reference page and its scripts from this server', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    // Readable on a phone: laid out at the device width, not a 980 px page shrunk.
    expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBeGreaterThan(0);
    // Every script and style is local (the page works offline).
    expect(sources.filter((s) => /^(https?:)?\/\//.test(s))).toEqual([]);
    const script = sources.find((s) => s.endsWith('.js'))!;
    const loaded = await t.app.inject({ url: new URL(script, 'http://x/api/docs/').pathname });
    expect(loaded.statusCode).toBe(200);
  });
});
