import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, loginAs, type TestApp, type TestClient } from '../../../../test/test-app';
import { storePackages } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';
import { insertPackage } from '../../../../test/support/store-packages';

// A refund racing purchases on PostgreSQL: the last unit of a limited package was sold; 25 refunds of
// that purchase and 25 other players buying the package are sent at once. The purchase is refunded
// exactly once, the returned unit is sold at most once, the stock never goes below zero and no coin
// is lost.

let t: TestApp;
const BUYER = 2;
const START = 50_000;

beforeAll(async () => {
  t = await createTestApp({ players: 40 });
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('a refund against simultaneous purchases', () => {
  it('refunds once and sells the returned unit at most once', async () => {
    const pkg = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 1, Cost: 1_000, Coins: 100 });
    await setBalance(t.app.db, BUYER, START);
    const first = await (await clientFor(t.app, BUYER)).post(`/api/store/buy/${pkg}`);
    expect(first.statusCode).toBe(200);
    const purchaseId: number = first.json().purchase.id;

    const buyerIds = Array.from({ length: 25 }, (_, i) => i + 10);
    const buyers: TestClient[] = [];
    for (const id of buyerIds) {
      await setBalance(t.app.db, id, START);
      buyers.push(await clientFor(t.app, id));
    }
    const admin = await loginAs(t.app, 'staffdemo');
    const books = (await readBooks(t.app.db)).total;

    const calls = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? admin.post(`/api/dashboard/purchases/${purchaseId}/refund`).then((r) => ({ kind: 'refund', r }))
          : buyers[(i - 1) / 2].post(`/api/store/buy/${pkg}`).then((r) => ({ kind: 'buy', r })),
      ),
    );
    const refunds = statuses(calls.filter((c) => c.kind === 'refund').map((c) => c.r));
    const buys = statuses(calls.filter((c) => c.kind === 'buy').map((c) => c.r));
    expect(refunds).toEqual({ 200: 1, 409: 24 });
    const sold = buys[200] ?? 0;
    expect(sold).toBeLessThanOrEqual(1);
    expect(buys[409]).toBe(25 - sold);

    const [{ QuantityLeft }] = await t.app.db.select({ QuantityLeft: storePackages.QuantityLeft }).from(storePackages).where(eq(storePackages.id, pkg));
    expect(QuantityLeft).toBe(1 - sold);
    expect(await balance(t.app.db, BUYER)).toBe(START);
    expect(await playersOffTheBooks(t.app.db, [BUYER, ...buyerIds])).toEqual([]);
    expect((await readBooks(t.app.db)).total).toBe(books);
  });
});
