import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RecipientListAnswer, StoreAnswer, StoreBuyAnswer } from '@contract/types/store';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { coinLedger, inventory, purchases, storePackages, timeline, userBadges, userTitles, users } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';
import { insertPackage } from '../../../../test/support/store-packages';

// The store through the API (docs/product-rules.md#entities-and-fields, docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract, docs/product-rules.md#constants-and-limits): catalogue, purchases, gifts and every refusal.

let t: TestApp;
let buyer: TestClient;
const BUYER = 1; // demo, a plain player
const FRIEND = 2; // demo2
const VIP = 3; // vipdemo, VIP running

beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  buyer = await clientFor(t.app, BUYER);
});
afterAll(() => t?.close());

const db = () => t.app.db;
const buy = (client: TestClient, id: number | string, fields: Record<string, string | number> = {}) => client.post(`/api/store/buy/${id}`, fields);
const stockOf = async (id: number) => (await db().select({ q: storePackages.QuantityLeft }).from(storePackages).where(eq(storePackages.id, id)))[0].q;
const purchaseCount = async () => (await db().select({ id: purchases.id }).from(purchases)).length;
const quantityOf = async (userId: number, itemId: number) =>
  (
    await db()
      .select({ q: inventory.Quantity })
      .from(inventory)
      .where(and(eq(inventory.UserID, userId), eq(inventory.ItemID, itemId), eq(inventory.IsBank, false)))
  ).reduce((a, r) => a + r.q, 0);
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('the catalogue', () => {
  it('answers every package to visitors, with rarity, rewards, items and stock', async () => {
    const guest = await visitor(t.app);
    const res = await guest.get('/api/store');
    expect(res.statusCode).toBe(200);
    const packages = res.json<StoreAnswer>();
    expect(packages.length).toBeGreaterThanOrEqual(12);
    expect(new Set(packages.map((p) => p.Type))).toEqual(new Set([1, 2, 3]));
    for (const p of packages) {
      expect(p.rarity.id).toBe(p.RarityID);
      expect(p.rarity.Color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(p.Currency).toBe('Coins');
      if (p.Type !== 2) expect(p.QuantityLeft).toBeNull();
      for (const entry of p.Items) expect(entry.item).toMatchObject({ id: expect.any(Number), Name: expect.any(String), type: { Name: expect.any(String) } });
    }
    expect(packages.some((p) => p.QuantityLeft === 0)).toBe(true);
    expect(packages.some((p) => p.Badge !== null && p.Title !== null)).toBe(true);
    expect(packages.some((p) => p.Vip > 0)).toBe(true);
  });
});

describe('buying for oneself', () => {
  it('debits the cost and grants coins, VIP days, badge, title and items, in one purchase', async () => {
    const [badgeId, titleId] = [2, 3];
    const id = await insertPackage(db(), {
      Name: 'Everything Pack',
      Cost: 1_000,
      Coins: 250,
      Vip: 30,
      BadgeID: badgeId,
      TitleID: titleId,
      items: [
        { ItemID: 5, Quantity: 3 },
        { ItemID: 6, Quantity: 1 },
      ],
    });
    await setBalance(db(), BUYER, 5_000);
    await db().update(users).set({ VipUntil: null, Role: 'player' }).where(eq(users.id, BUYER));
    const books = await readBooks(db());
    const itemBefore = await quantityOf(BUYER, 5);

    const res = await buy(buyer, id);
    expect(res.statusCode).toBe(200);
    const body = res.json<StoreBuyAnswer>();
    expect(body.message).toBe('You bought the Everything Pack. Enjoy!');
    expect(body.coins).toBe(5_000 - 1_000 + 250);
    expect(body.purchase).toMatchObject({ gift: false, Cost: 1_000, Currency: 'Coins', recipient: { id: BUYER, Username: 'demo' } });
    expect(body.purchase.granted).toMatchObject({ Coins: 250, Vip: 30, Badge: { id: badgeId }, Title: { id: titleId } });
    expect(body.purchase.granted.Items).toHaveLength(2);

    const me = await userRow(BUYER);
    expect(me.Coins).toBe(4_250);
    expect(me.Role).toBe('vip');
    const days = (me.VipUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(
      await db()
        .select()
        .from(userBadges)
        .where(and(eq(userBadges.UserID, BUYER), eq(userBadges.BadgeID, badgeId))),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(userTitles)
        .where(and(eq(userTitles.UserID, BUYER), eq(userTitles.TitleID, titleId))),
    ).toHaveLength(1);
    expect(await quantityOf(BUYER, 5)).toBe(itemBefore + 3);

    const ledger = await db().select().from(coinLedger).where(eq(coinLedger.RefID, body.purchase.id));
    expect(
      ledger
        .filter((r) => r.UserID === BUYER)
        .map((r) => [r.Reason, r.Delta])
        .sort(),
    ).toEqual([
      ['package', 250],
      ['purchase', -1_000],
    ]);
    const after = await readBooks(db());
    expect(after.total).toBe(books.total);
    expect(after.accounts.store - books.accounts.store).toBe(750);
    expect(await playersOffTheBooks(db(), [BUYER])).toEqual([]);
    const [entry] = await db()
      .select()
      .from(timeline)
      .where(and(eq(timeline.UserID, BUYER), eq(timeline.Identify, 'purchase')));
    expect(entry.Body).toBe('Bought the Everything Pack.');

    // A second purchase stacks the items and keeps one badge row.
    expect((await buy(buyer, id)).statusCode).toBe(200);
    expect(await quantityOf(BUYER, 5)).toBe(itemBefore + 6);
    expect(
      await db()
        .select()
        .from(userBadges)
        .where(and(eq(userBadges.UserID, BUYER), eq(userBadges.BadgeID, badgeId))),
    ).toHaveLength(1);
    const vipAfter = (await userRow(BUYER)).VipUntil!;
    expect((vipAfter.getTime() - me.VipUntil!.getTime()) / 86_400_000).toBeCloseTo(30, 3);
  });

  it('takes one unit of limited stock', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 2, Cost: 10 });
    await setBalance(db(), BUYER, 1_000);
    expect((await buy(buyer, id)).statusCode).toBe(200);
    expect(await stockOf(id)).toBe(1);
    const list = (await buyer.get('/api/store')).json<StoreAnswer>();
    expect(list.find((p) => p.id === id)?.QuantityLeft).toBe(1);
  });
});

describe('gifting', () => {
  it('debits the buyer, grants the recipient, adds VIP days to a running VIP and notes the gift on their timeline', async () => {
    const id = await insertPackage(db(), { Name: 'Gift Box', Cost: 2_000, Coins: 300, Vip: 10, BadgeID: 4, items: [{ ItemID: 7, Quantity: 2 }] });
    await setBalance(db(), BUYER, 3_000);
    const vip = await userRow(VIP);
    expect(vip.VipUntil!.getTime()).toBeGreaterThan(Date.now());
    const books = await readBooks(db());
    const itemBefore = await quantityOf(VIP, 7);

    const res = await buy(buyer, id, { RecipientID: VIP });
    expect(res.statusCode).toBe(200);
    const body = res.json<StoreBuyAnswer>();
    expect(body.message).toBe('You sent the Gift Box to vipdemo as a gift.');
    expect(body.coins).toBe(1_000);
    expect(body.purchase).toMatchObject({ gift: true, recipient: { id: VIP, Username: 'vipdemo' }, granted: { Coins: 300, Vip: 10 } });

    expect(await balance(db(), BUYER)).toBe(1_000);
    const after = await userRow(VIP);
    expect(after.Coins).toBe(vip.Coins + 300);
    expect(after.Role).toBe('vip');
    expect((after.VipUntil!.getTime() - vip.VipUntil!.getTime()) / 86_400_000).toBeCloseTo(10, 3);
    expect(await quantityOf(VIP, 7)).toBe(itemBefore + 2);
    expect(
      await db()
        .select()
        .from(userBadges)
        .where(and(eq(userBadges.UserID, VIP), eq(userBadges.BadgeID, 4))),
    ).toHaveLength(1);
    const [note] = await db()
      .select()
      .from(timeline)
      .where(and(eq(timeline.UserID, VIP), eq(timeline.Identify, 'gift')));
    expect(note).toMatchObject({ Header: 'Gift from demo', Body: 'demo gifted you the Gift Box.' });
    const [purchase] = await db().select().from(purchases).where(eq(purchases.id, body.purchase.id));
    expect(purchase).toMatchObject({ BuyerID: BUYER, RecipientID: VIP, Cost: 2_000 });

    expect((await readBooks(db())).total).toBe(books.total);
    expect(await playersOffTheBooks(db(), [BUYER, VIP])).toEqual([]);
  });

  it('keeps staff staff when granting VIP days', async () => {
    const id = await insertPackage(db(), { Vip: 5, Cost: 1 });
    await setBalance(db(), BUYER, 100);
    expect((await buy(buyer, id, { RecipientID: 4 })).statusCode).toBe(200);
    expect((await userRow(4)).Role).toBe('staff');
  });
});

describe('refusals change nothing', () => {
  const unchanged = async (fn: () => Promise<void>, packageId: number) => {
    const before = { coins: await balance(db(), BUYER), stock: await stockOf(packageId), purchases: await purchaseCount(), books: await readBooks(db()) };
    await fn();
    expect(await balance(db(), BUYER)).toBe(before.coins);
    expect(await stockOf(packageId)).toBe(before.stock);
    expect(await purchaseCount()).toBe(before.purchases);
    expect(await readBooks(db())).toEqual(before.books);
  };

  it('out of stock', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 0, Cost: 10 });
    await setBalance(db(), BUYER, 1_000);
    await unchanged(async () => {
      const res = await buy(buyer, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual(['This package is out of stock.']);
    }, id);
  });

  it('not enough coins', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 5, Cost: 1_000 });
    await setBalance(db(), BUYER, 999);
    await unchanged(async () => {
      const res = await buy(buyer, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual(['This package costs 1,000 Coins, but you have 999.']);
    }, id);
  });

  it('unknown package', async () => {
    const id = await insertPackage(db(), {});
    await setBalance(db(), BUYER, 1_000);
    await unchanged(async () => {
      for (const bad of ['987654', 'abc', '0', '-3']) {
        const res = await buy(buyer, bad);
        expect(res.statusCode, bad).toBe(404);
        expect(res.json().messages).toEqual(['The package was not found.']);
      }
    }, id);
  });

  it('unknown or deleted recipient, a malformed recipient, and a gift to oneself', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 5, Cost: 10 });
    await setBalance(db(), BUYER, 1_000);
    await db().update(users).set({ DeletedAt: new Date() }).where(eq(users.id, 10));
    await unchanged(async () => {
      for (const RecipientID of [987_654, 10]) {
        const res = await buy(buyer, id, { RecipientID });
        expect(res.statusCode, String(RecipientID)).toBe(404);
        expect(res.json().messages).toEqual(['The player you chose to receive the gift was not found.']);
      }
      const self = await buy(buyer, id, { RecipientID: BUYER });
      expect(self.statusCode).toBe(400);
      expect(self.json().messages).toEqual(["You can't send a gift to yourself. Buy the package for yourself instead."]);
      const malformed = await buy(buyer, id, { RecipientID: 'abc' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json().errors.RecipientID).toEqual(['The recipient id field must be a number.']);
    }, id);
  });

  it('a visitor, and a request without the CSRF token', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 5, Cost: 10 });
    await unchanged(async () => {
      const guest = await visitor(t.app);
      const res = await buy(guest, id);
      expect(res.statusCode).toBe(401);
      expect(res.json().messages).toEqual(['Please log in to continue.']);
      expect((await buyer.post(`/api/store/buy/${id}`, {}, { csrf: false })).statusCode).toBe(403);
    }, id);
  });

  it('a real-money package, until a payment provider is configured', async () => {
    const id = await insertPackage(db(), { Type: 2, QuantityLeft: 5, Cost: 5, Currency: 'USD' });
    await setBalance(db(), BUYER, 1_000);
    await unchanged(async () => {
      const res = await buy(buyer, id);
      expect(res.statusCode).toBe(402);
      expect(res.json().messages[0]).toMatch(/paid in USD.*not available/);
    }, id);
  });
});

describe('the recipient picker (POST /api/user/all)', () => {
  it('pages and searches players, never the viewer or a deleted account', async () => {
    await db().update(users).set({ DeletedAt: new Date() }).where(eq(users.id, 11));
    const res = await buyer.post('/api/user/all', { draw: 2, start: 0, length: 1000 });
    expect(res.statusCode).toBe(200);
    const page = res.json<RecipientListAnswer>();
    expect(page.draw).toBe(2);
    const ids = page.data.map((r) => r.id);
    expect(ids).not.toContain(BUYER);
    expect(ids).not.toContain(11);
    expect(ids).toContain(FRIEND);
    expect(page.recordsTotal).toBe(page.data.length);
    expect(page.data[0]).toMatchObject({ id: expect.any(Number), Username: expect.any(String), Level: expect.any(Number), ProfileVersion: expect.any(Number) });
    const names = page.data.map((r) => r.Username.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const search = (await buyer.post('/api/user/all', { 'search[value]': 'demo', length: 10 })).json<RecipientListAnswer>();
    expect(search.data.map((r) => r.Username).sort()).toEqual(['demo2', 'staffdemo', 'vipdemo']);
    expect(search.recordsFiltered).toBe(3);

    const guest = await visitor(t.app);
    expect((await guest.post('/api/user/all', {})).statusCode).toBe(401);
  });
});

describe('deep links', () => {
  it('give the confirmation page a title and Open Graph tags, and an unknown package a 404', async () => {
    const id = await insertPackage(db(), { Name: 'Shiny <Deal>', Cost: 1_500, Coins: 100, File: 'shiny.png' });
    const res = await t.app.inject({ method: 'GET', url: `/store/confirmation/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Shiny &lt;Deal&gt; · Guildhall</title>');
    expect(res.body).toContain('<meta property="og:title" content="Shiny &lt;Deal&gt; · Guildhall">');
    expect(res.body).toMatch(/og:description" content="1,500 Coins\. Includes 100 Coins\./);
    expect(res.body).toContain('/api/image/assets/default/store/shiny.png');
    expect((await t.app.inject({ method: 'GET', url: '/store/confirmation/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/store/confirmation/nope' })).statusCode).toBe(404);
  });
});
