import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../../../../test/test-app';
import { purchases, storePackages } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';
import { insertPackage } from '../../../../test/support/store-packages';

// Races on stock and balances: requests fired
// together with Promise.all; they overlap for real when PG_TEST_URL points at PostgreSQL.

let t: TestApp;
const START = 50_000;

beforeAll(async () => {
  t = await createTestApp({ players: 60 });
});
afterAll(() => t?.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
const purchasesOf = async (packageId: number) => (await t.app.db.select().from(purchases).where(eq(purchases.PackageID, packageId))).length;

describe('the store under concurrency', () => {
  it('50 buyers at once on a package with stock 1: exactly one purchase, stock 0, no coins lost', async () => {
    const id = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 1, Cost: 1_000, Coins: 100 });
    const buyerIds = Array.from({ length: 50 }, (_, i) => i + 5);
    const clients: TestClient[] = [];
    for (const userId of buyerIds) {
      await setBalance(t.app.db, userId, START);
      clients.push(await clientFor(t.app, userId));
    }
    const books = await readBooks(t.app.db);

    const responses = await Promise.all(clients.map((c) => c.post(`/api/store/buy/${id}`)));
    expect(statuses(responses)).toEqual({ 200: 1, 409: 49 });
    const [pkg] = await t.app.db.select().from(storePackages).where(eq(storePackages.id, id));
    expect(pkg.QuantityLeft).toBe(0);
    expect(await purchasesOf(id)).toBe(1);

    const winner = responses.findIndex((r) => r.statusCode === 200);
    for (const [i, userId] of buyerIds.entries()) {
      expect(await balance(t.app.db, userId)).toBe(i === winner ? START - 1_000 + 100 : START);
    }
    expect((await readBooks(t.app.db)).total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, buyerIds)).toEqual([]);
  });

  it('one buyer firing 20 purchases at once with coins for 3: exactly 3', async () => {
    const id = await insertPackage(t.app.db, { Type: 1, Cost: 700 });
    const buyerId = 1;
    await setBalance(t.app.db, buyerId, 3 * 700);
    const client = await clientFor(t.app, buyerId);
    const books = await readBooks(t.app.db);

    const responses = await Promise.all(Array.from({ length: 20 }, () => client.post(`/api/store/buy/${id}`)));
    expect(statuses(responses)).toEqual({ 200: 3, 400: 17 });
    expect(await balance(t.app.db, buyerId)).toBe(0);
    expect(await purchasesOf(id)).toBe(3);
    expect((await readBooks(t.app.db)).total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, [buyerId])).toEqual([]);
  });

  it('two players gifting each other at the same moment, many times: all succeed, nobody deadlocks', async () => {
    const id = await insertPackage(t.app.db, { Type: 1, Cost: 10, Coins: 5, Vip: 1 });
    const [a, b] = [2, 3];
    await setBalance(t.app.db, a, START);
    await setBalance(t.app.db, b, START);
    const [ca, cb] = [await clientFor(t.app, a), await clientFor(t.app, b)];
    const books = await readBooks(t.app.db);

    const rounds = Array.from({ length: 15 }, () => [
      ca.post(`/api/store/buy/${id}`, { RecipientID: b }),
      cb.post(`/api/store/buy/${id}`, { RecipientID: a }),
    ]).flat();
    const responses = await Promise.all(rounds);
    expect(statuses(responses)).toEqual({ 200: 30 });
    expect(await balance(t.app.db, a)).toBe(START - 15 * 10 + 15 * 5);
    expect(await balance(t.app.db, b)).toBe(START - 15 * 10 + 15 * 5);
    expect((await readBooks(t.app.db)).total).toBe(books.total);
  });
});
