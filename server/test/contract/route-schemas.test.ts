import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

// No API route without a schema. Every call declares its path parameters, its body (a
// call that changes something), and its answers; the reference and the serializer depend on it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.schema?.hide && r.method !== 'OPTIONS');

describe('route schemas', () => {
  it('every API route declares its answers', () => {
    const missing = apiRoutes()
      .filter((r) => !r.schema?.response)
      .map((r) => `${r.method} ${r.url}`);
    expect(apiRoutes().length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('every API route with a path parameter declares it', () => {
    const missing = apiRoutes()
      .filter((r) => r.url.includes(':') && !r.schema?.params)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every API POST declares its body (an empty object when it takes no fields)', () => {
    const missing = apiRoutes()
      .filter((r) => r.method === 'POST' && !r.schema?.body)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every declared answer includes the contract refusals', () => {
    const missing = apiRoutes()
      .filter((r) => r.schema?.response && !(r.schema.response['422'] && r.schema.response['4xx'] && r.schema.response['5xx']))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
