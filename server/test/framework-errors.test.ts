import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp } from './test-app';

// Refusals made by the router and the body parser, before any route runs, still answer in the
// contract's shape ({ messages, code }) and carry the site's security headers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contractShaped = (res: { json: () => unknown; headers: Record<string, unknown> }) => {
  const body = res.json() as { messages?: unknown; code?: unknown };
  expect(Array.isArray(body.messages) && body.messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
  expect(typeof body.code).toBe('string');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBeTruthy();
};

describe('framework refusals in the contract shape', () => {
  it('answers 414 to a path parameter over 200 characters on a write (a read names nothing: 404)', async () => {
    const v = await visitor(t.app);
    const long = '1'.repeat(300);
    const write = await v.post(`/api/bet/join/${long}`);
    expect(write.statusCode, write.body).toBe(414);
    contractShaped(write);
    const read = await v.get(`/api/character/${long}`);
    expect(read.statusCode).toBe(404);
    contractShaped(read);
  });

  it('answers 415 to a body of a type no route reads', async () => {
    const v = await visitor(t.app);
    const res = await v.inject({ method: 'POST', url: '/api/bet/new', payload: '<bet/>', headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    contractShaped(res);
  });

  it('answers 413 to a body over the limit', async () => {
    const v = await visitor(t.app);
    const res = await v.inject({
      method: 'POST',
      url: '/api/bet/new',
      payload: JSON.stringify({ coins: 'x'.repeat(7 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    contractShaped(res);
  });
});
