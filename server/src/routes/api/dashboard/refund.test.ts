import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, loginAs, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { badges, inventory, purchases, storePackages, titles, userBadges, userTitles, users } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';
import { insertPackage } from '../../../../test/support/store-packages';

// Refunding a purchase: the price back to the buyer as the purchase recorded it, the reward coins
// and items taken back, the unit back in stock, once only; refused with nothing changed when the
// reward coins are already spent, and for every role below game master.

let t: TestApp;
const BUYER = 2;
const ITEM = 1;

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

const stockOf = async (id: number) => (await t.app.db.select({ q: storePackages.QuantityLeft }).from(storePackages).where(eq(storePackages.id, id)))[0].q;
const itemsOf = async () =>
  (
    await t.app.db
      .select({ q: inventory.Quantity })
      .from(inventory)
      .where(and(eq(inventory.UserID, BUYER), eq(inventory.ItemID, ITEM)))
  ).reduce((s, r) => s + r.q, 0);

async function buy(packageId: number): Promise<number> {
  const buyer = await clientFor(t.app, BUYER);
  const res = await buyer.post(`/api/store/buy/${packageId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().purchase.id;
}

describe('refunding a purchase', () => {
  it('gives the price back, takes the reward coins and items back, returns the stock, and refunds once', async () => {
    const pkg = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 5, Cost: 1_000, Coins: 100, items: [{ ItemID: ITEM, Quantity: 2 }] });
    await setBalance(t.app.db, BUYER, 10_000);
    const itemsBefore = await itemsOf();
    const books = (await readBooks(t.app.db)).total;
    const id = await buy(pkg);
    expect(await stockOf(pkg)).toBe(4);
    // A later price change does not change what the purchase cost.
    await t.app.db.update(storePackages).set({ Cost: 9_999 }).where(eq(storePackages.id, pkg));

    const admin = await loginAs(t.app, 'staffdemo');
    const res = await admin.post(`/api/dashboard/purchases/${id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The purchase was refunded: 1,000 coins back, 2 items taken back.');
    expect(await balance(t.app.db, BUYER)).toBe(10_000);
    expect(await stockOf(pkg)).toBe(5);
    expect(await itemsOf()).toBe(itemsBefore);
    expect((await t.app.db.select().from(purchases).where(eq(purchases.id, id)))[0].RefundedAt).not.toBeNull();
    expect(await playersOffTheBooks(t.app.db, [BUYER])).toEqual([]);
    expect((await readBooks(t.app.db)).total).toBe(books);
    expect((await auditRows(t, 'purchase.refund'))[0].summary).toMatch(/^staffdemo refunded demo2's purchase #\d+ of Test Package: 1,000 coins back\.$/);

    const again = await admin.post(`/api/dashboard/purchases/${id}/refund`);
    expect(again.statusCode).toBe(409);
    expect(await balance(t.app.db, BUYER)).toBe(10_000);
    expect((await admin.post('/api/dashboard/purchases/999999/refund')).statusCode).toBe(404);
  });

  it("takes back the package's VIP days, and the badge and title this purchase gave, but not a badge the player already had", async () => {
    const [badge, other] = await t.app.db.select({ id: badges.id }).from(badges).orderBy(badges.id).limit(2);
    const [title] = await t.app.db.select({ id: titles.id }).from(titles).orderBy(titles.id).limit(1);
    const RECIPIENT = 3;
    const stateOf = async () => {
      const [u] = await t.app.db.select({ Role: users.Role, VipUntil: users.VipUntil, TitleID: users.TitleID }).from(users).where(eq(users.id, RECIPIENT));
      const owned = await t.app.db.select({ id: userBadges.BadgeID }).from(userBadges).where(eq(userBadges.UserID, RECIPIENT));
      const worn = await t.app.db.select({ id: userTitles.TitleID }).from(userTitles).where(eq(userTitles.UserID, RECIPIENT));
      return { ...u, badges: owned.map((b) => b.id).sort(), titles: worn.map((x) => x.id) };
    };
    await t.app.db.update(users).set({ Role: 'player', VipUntil: null, TitleID: null }).where(eq(users.id, RECIPIENT));
    await t.app.db.delete(userBadges).where(eq(userBadges.UserID, RECIPIENT));
    await t.app.db.delete(userTitles).where(eq(userTitles.UserID, RECIPIENT));
    // A badge the player had before the purchase stays theirs.
    await t.app.db.insert(userBadges).values({ UserID: RECIPIENT, BadgeID: other.id });
    const before = await stateOf();
    const withRewards = await insertPackage(t.app.db, { Cost: 500, Vip: 30, BadgeID: badge.id, TitleID: title.id });
    const alsoOther = await insertPackage(t.app.db, { Cost: 500, BadgeID: other.id });
    await setBalance(t.app.db, RECIPIENT, 5_000);
    const buyer = await clientFor(t.app, RECIPIENT);
    const bought = await buyer.post(`/api/store/buy/${withRewards}`);
    expect(bought.statusCode, bought.body).toBe(200);
    const boughtOther = await buyer.post(`/api/store/buy/${alsoOther}`);
    expect(boughtOther.statusCode, boughtOther.body).toBe(200);
    await t.app.db.update(users).set({ TitleID: title.id }).where(eq(users.id, RECIPIENT));
    const granted = await stateOf();
    expect(granted.Role).toBe('vip');
    expect(granted.badges).toEqual([badge.id, other.id].sort());
    expect(granted.titles).toEqual([title.id]);

    const admin = await loginAs(t.app, 'staffdemo');
    for (const res of [
      await admin.post(`/api/dashboard/purchases/${bought.json().purchase.id}/refund`),
      await admin.post(`/api/dashboard/purchases/${boughtOther.json().purchase.id}/refund`),
    ])
      expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf()).toEqual(before);
    expect(await playersOffTheBooks(t.app.db, [RECIPIENT])).toEqual([]);
  });

  it('refuses when the reward coins are spent, and refuses a moderator and players, changing nothing', async () => {
    const pkg = await insertPackage(t.app.db, { Type: 2, QuantityLeft: 5, Cost: 1_000, Coins: 600 });
    await setBalance(t.app.db, BUYER, 1_000);
    const id = await buy(pkg);
    // 600 reward coins came in; the buyer spends them all.
    await setBalance(t.app.db, BUYER, 0);
    const before = (await auditRows(t)).length;
    const gm = await loginAs(t.app, 'gamemaster');
    const spent = await gm.post(`/api/dashboard/purchases/${id}/refund`);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'not_enough_coins' });
    for (const name of ['moderator', 'demo', 'vipdemo']) {
      expect((await (await loginAs(t.app, name)).post(`/api/dashboard/purchases/${id}/refund`)).statusCode, name).toBe(403);
    }
    expect(await stockOf(pkg)).toBe(4);
    expect((await t.app.db.select().from(purchases).where(eq(purchases.id, id)))[0].RefundedAt).toBeNull();
    expect(await auditRows(t)).toHaveLength(before);
  });
});
