import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bet } from '@contract/types/bets';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../../../../test/test-app';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { setBalance } from '../../../../test/support/balances';

// Joins that lock the same players from two sides must queue, never deadlock
// (HTTP 500 "deadlock detected" on PostgreSQL). Real overlap needs PG_TEST_URL (npm run test:pg).

let t: TestApp;
const START = 1_000_000;
const clients = new Map<number, TestClient>();
const client = async (id: number) => clients.get(id) ?? clients.set(id, await clientFor(t.app, id)).get(id)!;

beforeAll(async () => {
  t = await createTestApp({ players: 60 });
});
afterAll(() => t?.close());

const open = async (id: number, coins = 100) => (await (await client(id)).post('/api/bet/new', { coins })).json().bet as Bet;
const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('bet joins never deadlock', () => {
  it("20 crossed pairs: each player joins the other's bet at the same moment", async () => {
    const pairs = Array.from({ length: 20 }, (_, i) => [10 + 2 * i, 11 + 2 * i] as const);
    for (const [a, b] of pairs) {
      await setBalance(t.app.db, a, START);
      await setBalance(t.app.db, b, START);
    }
    const betsOf = new Map<number, Bet>();
    for (const [a, b] of pairs) {
      betsOf.set(a, await open(a));
      betsOf.set(b, await open(b));
    }
    const books = await readBooks(t.app.db);
    const joins = await Promise.all(
      pairs.flatMap(([a, b]) => [
        client(a).then((c) => c.post(`/api/bet/join/${betsOf.get(b)!.id}`)),
        client(b).then((c) => c.post(`/api/bet/join/${betsOf.get(a)!.id}`)),
      ]),
    );
    expect(statuses(joins)).toEqual({ 200: 40 });
    expect((await readBooks(t.app.db)).total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, pairs.flat())).toEqual([]);
  });

  it('one player joins 7 bets at once', async () => {
    const joiner = 55;
    const creators = [1, 2, 3, 5, 56, 57, 58];
    for (const id of [joiner, ...creators]) await setBalance(t.app.db, id, START);
    const bets = [];
    for (const id of creators) bets.push(await open(id));
    const books = await readBooks(t.app.db);
    const c = await client(joiner);
    const joins = await Promise.all(bets.map((b) => c.post(`/api/bet/join/${b.id}`)));
    expect(statuses(joins)).toEqual({ 200: 7 });
    expect((await readBooks(t.app.db)).total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, [joiner, ...creators])).toEqual([]);
  });
});
