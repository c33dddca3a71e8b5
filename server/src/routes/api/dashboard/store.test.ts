import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { purchases, storePackages } from '../../../db/schema/index';
import { balance, setBalance } from '../../../../test/support/balances';

// The store catalogue in the dashboard: game masters and administrators create, edit, publish and
// retire packages, each change in the staff record with before and after; a moderator and players are
// refused every call with nothing changed; a purchase keeps what it cost; the store shows the change at once.

let t: TestApp;
const BUYER = 2;

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

const form = (over: Record<string, string> = {}) => ({
  Name: 'Dragon Pack',
  File: 'dragon-pack.png',
  Type: '2',
  RarityID: '1',
  Cost: '1500',
  QuantityLeft: '10',
  Coins: '100',
  Vip: '3',
  Items: '1:2',
  ...over,
});
const rowOf = async (id: number) => (await t.app.db.select().from(storePackages).where(eq(storePackages.id, id)))[0];
const storeNames = async () => (await (await visitor(t.app)).get('/api/store')).json<{ Name: string }[]>().map((p) => p.Name);

async function create(name: string, as = 'gamemaster') {
  const res = await (await loginAs(t.app, as)).post('/api/dashboard/store', form({ Name: name }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().package as { id: number; Version: number };
}

describe('the store catalogue', () => {
  it('lets a game master and an administrator create, edit, publish and retire, with before and after in the staff record', async () => {
    for (const who of ['gamemaster', 'staffdemo']) {
      const staff = await loginAs(t.app, who);
      const pkg = await create(`${who} pack`, who);
      expect(await storeNames()).not.toContain(`${who} pack`);
      const listed = await staff.get('/api/dashboard/store?draw=1&start=0&length=10&status=draft');
      expect(listed.json().data.map((r: { Name: string }) => r.Name)).toContain(`${who} pack`);
      expect((await staff.get(`/api/dashboard/store/${pkg.id}`)).json()).toMatchObject({ Status: 'draft', Cost: 1500, Items: [{ ItemID: 1, Quantity: 2 }] });

      const edited = await staff.post(
        `/api/dashboard/store/${pkg.id}`,
        form({ Name: `${who} pack`, Version: String(pkg.Version), Cost: '2000', Giftable: '0' }),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().package).toMatchObject({ Cost: 2000, Giftable: false, Version: pkg.Version + 1 });
      const published = await staff.post(`/api/dashboard/store/${pkg.id}/publish`, { Version: String(pkg.Version + 1) });
      expect(published.statusCode, published.body).toBe(200);
      expect(await storeNames()).toContain(`${who} pack`);
      const retired = await staff.post(`/api/dashboard/store/${pkg.id}/retire`, { Version: String(pkg.Version + 2) });
      expect(retired.statusCode, retired.body).toBe(200);
      expect(await storeNames()).not.toContain(`${who} pack`);

      const lines = (await auditRows(t)).filter((r) => r.actor_name === who && r.action.startsWith('store.'));
      expect(lines.map((r) => r.action)).toEqual(['store.create', 'store.edit', 'store.publish', 'store.retire']);
      expect(lines[1].before).toMatchObject({ Cost: 1500 });
      expect(lines[1].after).toMatchObject({ Cost: 2000 });
      expect(lines[3].before).toMatchObject({ Status: 'published' });
      expect(lines[3].after).toMatchObject({ Status: 'retired' });
    }
  });

  it('refuses a moderator and players every call, and a stale version or bad fields, changing nothing', async () => {
    const pkg = await create('Guarded pack');
    const before = await rowOf(pkg.id);
    const audit = (await auditRows(t)).length;
    const calls = (version: number) =>
      [
        ['get', '/api/dashboard/store?draw=1&start=0&length=10'],
        ['get', `/api/dashboard/store/${pkg.id}`],
        ['post', '/api/dashboard/store', form({ Name: 'Sneaky pack' })],
        ['post', `/api/dashboard/store/${pkg.id}`, form({ Version: String(version), Cost: '1' })],
        ['post', `/api/dashboard/store/${pkg.id}/publish`, { Version: String(version) }],
        ['post', `/api/dashboard/store/${pkg.id}/retire`, { Version: String(version) }],
      ] as const;
    for (const name of ['moderator', 'demo', 'vipdemo']) {
      const client = await loginAs(t.app, name);
      for (const [method, url, body] of calls(pkg.Version)) {
        const res = method === 'get' ? await client.get(url) : await client.post(url, body);
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(403);
      }
    }
    expect((await (await visitor(t.app)).get('/api/dashboard/store/1')).statusCode).toBe(401);

    const gm = await loginAs(t.app, 'gamemaster');
    const stale = await gm.post(`/api/dashboard/store/${pkg.id}`, form({ Version: String(pkg.Version + 5), Cost: '1' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0]).toMatch(/Someone else changed this package/);
    const bad = await gm.post(`/api/dashboard/store/${pkg.id}`, {
      ...form({ Version: String(pkg.Version) }),
      Name: '',
      File: 'x.exe',
      Type: '4',
      Cost: '-1',
      Items: '1:0',
      SaleStartsAt: 'soon',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      Name: ['The name field must be between 1 and 128 characters.'],
      File: ['The picture field must be an image file name (png, jpg, gif or webp) of the store images.'],
      Type: ['The type field must be 1, 2 or 3.'],
      Cost: ['The price field must be a whole number from 0 to 1,000,000,000.'],
      Items: ['The items field must be item id:quantity pairs separated by commas, each quantity from 1 to 1,000.'],
      SaleStartsAt: ['The sale start field must be a date and time.'],
    });
    // Rules between fields are judged once every field passes its own.
    const crossed = await gm.post(`/api/dashboard/store/${pkg.id}`, {
      ...form({ Version: String(pkg.Version) }),
      Type: '1',
      Items: '1:2, 1:3',
      SaleStartsAt: '2027-01-02',
      SaleEndsAt: '2027-01-01T12:00:00Z',
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().errors).toEqual({
      QuantityLeft: ['Only a limited package (type 2) has a stock.'],
      Items: ['Item 1 is listed twice.'],
      SaleEndsAt: ['The sale must end after it starts.'],
    });
    const noVersion = await gm.post(`/api/dashboard/store/${pkg.id}/publish`, { Version: '' });
    expect(noVersion.json().errors).toEqual({ Version: ['The version field is required: reload the package and try again.'] });
    const hugeItem = await gm.post(`/api/dashboard/store/${pkg.id}`, form({ Version: String(pkg.Version), Items: '9999999999:1' }));
    expect(hugeItem.json().errors).toEqual({ Items: ['No item has the id 9999999999.'] });
    const missingRef = await gm.post(`/api/dashboard/store/${pkg.id}`, form({ Version: String(pkg.Version), BadgeID: '999999', Items: '999999:1' }));
    expect(missingRef.statusCode).toBe(422);
    expect(Object.keys(missingRef.json().errors).sort()).toEqual(['BadgeID', 'Items']);
    expect((await gm.post('/api/dashboard/store/999999/publish', { Version: '1' })).statusCode).toBe(404);

    expect(await rowOf(pkg.id)).toEqual(before);
    expect((await auditRows(t)).length).toBe(audit);
    expect(await storeNames()).not.toContain('Sneaky pack');
  });

  it('tells an empty form each field it needs, in the words the dashboard shows', async () => {
    // What the dashboard's new package form sends untouched.
    const empty = { Name: '', File: '', Type: '1', RarityID: '', Cost: '', Currency: 'Coins', QuantityLeft: '', Coins: '', Items: '', Giftable: '1' };
    const res = await (await loginAs(t.app, 'gamemaster')).post('/api/dashboard/store', empty);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['The name field must be between 1 and 128 characters.'],
      File: ['The picture field must be an image file name (png, jpg, gif or webp) of the store images.'],
      RarityID: ['The rarity field is required.'],
      Cost: ['The price field must be a whole number from 0 to 1,000,000,000.'],
    });
    // Staff without the store right are told so, not which fields are wrong.
    expect((await (await loginAs(t.app, 'moderator')).post('/api/dashboard/store', empty)).statusCode).toBe(403);
  });

  it('keeps what a purchase cost and granted when the package changes, and honours the gift rule and sale dates', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const pkg = await create('Priced pack');
    expect((await gm.post(`/api/dashboard/store/${pkg.id}/publish`, { Version: String(pkg.Version) })).statusCode).toBe(200);
    await setBalance(t.app.db, BUYER, 10_000);
    const buyer = await clientFor(t.app, BUYER);
    const bought = await buyer.post(`/api/store/buy/${pkg.id}`);
    expect(bought.statusCode, bought.body).toBe(200);
    const purchaseId = bought.json().purchase.id;

    const edit = await gm.post(
      `/api/dashboard/store/${pkg.id}`,
      form({ Name: 'Priced pack', Version: String(pkg.Version + 1), Cost: '9000', Coins: '5000', Giftable: '0' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const [p] = await t.app.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(p.Cost).toBe(1500);
    expect(p.Rewards).toMatchObject({ Coins: 100, Vip: 3, Items: [{ ItemID: 1, Quantity: 2 }] });
    // The refund takes back the 100 coins the purchase gave, not the 5,000 the package gives now.
    const refund = await (await loginAs(t.app, 'staffdemo')).post(`/api/dashboard/purchases/${purchaseId}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().message).toMatch(/^The purchase was refunded: 1,500 coins back/);
    expect(await balance(t.app.db, BUYER)).toBe(10_000);

    const gift = await buyer.post(`/api/store/buy/${pkg.id}`, { RecipientID: '3' });
    expect(gift.statusCode).toBe(400);
    expect(gift.json()).toMatchObject({ code: 'not_giftable' });

    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const later = await gm.post(`/api/dashboard/store/${pkg.id}`, form({ Name: 'Priced pack', Version: String(pkg.Version + 2), SaleStartsAt: startsAt }));
    expect(later.statusCode, later.body).toBe(200);
    expect(await storeNames()).not.toContain('Priced pack');
    // The catalogue table shows staff when a package goes on sale.
    const listed = (await gm.get('/api/dashboard/store?draw=1&start=0&length=10&search[value]=Priced')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: pkg.id, SaleStartsAt: startsAt, SaleEndsAt: null })]);
    expect((await buyer.post(`/api/store/buy/${pkg.id}`)).statusCode).toBe(404);
  });
});
