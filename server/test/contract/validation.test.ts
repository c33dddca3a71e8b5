import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, type TestApp, type TestClient } from '../test-app';

// Requests are checked against their route's schemas, and refusals come back in the
// contract's shapes: a path that is not one of ours is an unknown thing (404), a bad field a 422.

let t: TestApp;
let player: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  player = await clientFor(t.app, 2);
});
afterAll(() => t.close());

describe('schema refusals', () => {
  it('answers a malformed id in a path as the unknown thing it names, with one rule for every id', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '01', '+1', '1e0', '0x1', '%201', '2147483648', '99999999999']) {
      const res = await player.get(`/api/bet/find/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ messages: ['The bet was not found.'], code: 'not_found' });
    }
  });

  it('names the query field whose value is not one of the allowed ones', async () => {
    const res = await player.get('/api/bet/all?list=everything');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { list: ['The selected list is invalid.'] }, code: 'invalid_fields' });
  });

  it('takes a POST without any body as an empty form', async () => {
    const res = await player.inject({ method: 'POST', url: '/api/user/account/delete/start' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body that is no set of fields with 400, naming no field', async () => {
    const res = await player.inject({ method: 'POST', url: '/api/bet/new', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['The request could not be understood.'], code: 'bad_request' });
  });
});
