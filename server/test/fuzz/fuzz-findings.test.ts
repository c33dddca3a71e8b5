import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playersOffTheBooks, readBooks } from '../../src/domain/ledger/ledger';
import { setBalance } from '../support/balances';
import { insertPackage } from '../support/store-packages';
import { clientFor, createTestApp, type TestApp, type TestClient } from '../test-app';

// What the fuzz suite found at 500 requests per route (npm run fuzz, seed 20261123): each answered a
// 500 before. Kept as plain cases so they never come back whatever the fuzz seed.

let t: TestApp;
let player: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  player = await clientFor(t.app, 1);
});
afterAll(() => t?.close());

describe('inputs PostgreSQL can never hold', () => {
  it('a NUL character in a table search, a query value or a form field answers 400 on any route', async () => {
    for (const url of ['/api/user/account/wheel?search%5Bvalue%5D=a%00b', '/api/bet/all?x=%00', '/api/news?page=1%00']) {
      const res = await player.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ messages: ['The request could not be understood.'], code: 'bad_request' });
    }
    const form = await player.post('/api/bet/new', { coins: '100\u0000' });
    expect(form.statusCode).toBe(400);
  });

  it('a gift to a player id past what a table can hold is refused as a bad field (422), and nothing moves', async () => {
    const id = await insertPackage(t.app.db, { Type: 1, Cost: 100 });
    await setBalance(t.app.db, 1, 10_000);
    const books = await readBooks(t.app.db);
    const res = await player.post(`/api/store/buy/${id}`, { RecipientID: '2147483648' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { RecipientID: ['The recipient id field must not be greater than 2147483647.'] }, code: 'invalid_fields' });
    expect((await readBooks(t.app.db)).total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, [1])).toEqual([]);
  });

  it.each(['99999999999', '4294967296', '-99999999999', '9223372036854775808'])(
    'an id field past 32 bits (userID=%s of the timeline) answers 422 naming the field',
    async (userID) => {
      const res = await player.post('/api/user/timeline', { userID, page: 1 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['userID']);
    },
  );

  it('an id in the query is bounded the same way, and a leading zero is the same id', async () => {
    const res = await player.get('/api/bet/all?UserID=99999999999');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { UserID: ['The user id field must not be greater than 2147483647.'] }, code: 'invalid_fields' });
    const padded = await player.post('/api/user/timeline', { userID: '0001', page: 1 });
    expect(padded.statusCode).toBe(200);
    expect(padded.json()).toEqual((await player.post('/api/user/timeline', { userID: '1', page: 1 })).json());
  });
});
