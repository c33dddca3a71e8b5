import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { insertPackage } from './support/store-packages';
import { clientFor, createTestApp, visitor, type TestClient, type TestApp } from './test-app';

// Every refusal carries a stable, machine-readable `code` beside its messages, so a
// tool can branch on the reason without reading the words.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let poor: TestClient;
const POOR = 5;

beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  alice = await clientFor(t.app, 2);
  bob = await clientFor(t.app, 3);
  await t.app.db.update(users).set({ Coins: 0 }).where(eq(users.id, POOR));
  poor = await clientFor(t.app, POOR);
});
afterAll(() => t?.close());

const newBet = async (client: TestClient) => {
  const res = await client.post('/api/bet/new', { coins: 100 });
  expect(res.statusCode).toBe(201);
  return res.json().bet.id as number;
};

describe('error codes', () => {
  it('names the reason a bet join or cancel is refused', async () => {
    const own = await newBet(alice);
    const ownJoin = await alice.post(`/api/bet/join/${own}`);
    expect([ownJoin.statusCode, ownJoin.json().code]).toEqual([400, 'own_bet']);

    const broke = await poor.post(`/api/bet/join/${own}`);
    expect([broke.statusCode, broke.json().code]).toEqual([400, 'not_enough_coins']);

    expect((await bob.post(`/api/bet/join/${own}`)).statusCode).toBe(200);
    const taken = await (await clientFor(t.app, 4)).post(`/api/bet/join/${own}`);
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'bet_taken']);

    const cancelled = await newBet(alice);
    expect((await alice.get(`/api/bet/cancel/${cancelled}`)).statusCode).toBe(200);
    const gone = await bob.post(`/api/bet/join/${cancelled}`);
    expect([gone.statusCode, gone.json().code]).toEqual([409, 'bet_cancelled']);
  });

  it('names the reason a purchase is refused', async () => {
    const soldOut = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 0, Cost: 10 });
    const out = await alice.post(`/api/store/buy/${soldOut}`);
    expect([out.statusCode, out.json().code]).toEqual([409, 'out_of_stock']);

    const pkg = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 5, Cost: 10 });
    const self = await alice.post(`/api/store/buy/${pkg}`, { RecipientID: 2 });
    expect([self.statusCode, self.json().code]).toEqual([400, 'gift_to_self']);
    const broke = await poor.post(`/api/store/buy/${pkg}`);
    expect([broke.statusCode, broke.json().code]).toEqual([400, 'not_enough_coins']);
    const nobody = await alice.post(`/api/store/buy/${pkg}`, { RecipientID: 999_999 });
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'not_found']);
  });

  it('gives the general refusals their codes', async () => {
    const guest = await visitor(t.app);
    const invalid = await alice.post('/api/bet/new', { coins: 'lots' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ code: 'invalid_fields', errors: { coins: expect.any(Array) } });
    const login = await guest.post('/api/bet/new', { coins: 100 });
    expect([login.statusCode, login.json().code]).toEqual([401, 'login_required']);
    const noToken = await alice.post('/api/bet/new', { coins: 100 }, { csrf: false });
    expect([noToken.statusCode, noToken.json().code]).toEqual([403, 'session_expired']);
    const staffOnly = await alice.post('/api/ranking/refresh');
    expect([staffOnly.statusCode, staffOnly.json().code]).toEqual([403, 'forbidden']);
    const unknown = await guest.get('/api/no/such/call');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    const missing = await guest.get('/api/character/999999');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'not_found']);
  });
});
