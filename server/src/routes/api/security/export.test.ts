import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '@contract/types/security';
import { coinLedger, inventory, passkeys, purchases, timeline, users } from '../../../db/schema/index';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// GET /api/user/account/export, everything about the account in one JSON file.

let t: TestApp;
let demo: TestClient;

beforeAll(async () => {
  t = await createTestApp({ config: { DELETE_WAIT_SECONDS: '3600' } });
  demo = await loginAs(t.app, 'demo');
});
afterAll(() => t.close());

describe('GET /api/user/account/export', () => {
  it('downloads one JSON file with the profile, inventory, bank, ledger, bets, purchases, gifts, timeline, sessions and activity', async () => {
    await t.database.db.insert(passkeys).values({ UserID: 1, CredentialID: 'credential-of-demo', PublicKey: 'public-key-of-demo', Name: 'Laptop' });
    const res = await demo.get('/api/user/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="guildhall-demo-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data: AccountExport = res.json();
    expect(data.format).toBe('guildhall-account-export/1');
    expect(data.profile).toMatchObject({ id: 1, Username: 'demo', Email: 'demo@guildhall.local' });
    for (const key of ['inventory', 'ledger', 'bets', 'purchases', 'giftsReceived', 'timeline', 'friends', 'sessions', 'activity', 'passkeys'] as const) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    // Each section holds what the database holds for the account.
    const db = t.database.db;
    expect(data.inventory).toHaveLength((await db.select().from(inventory).where(eq(inventory.UserID, 1))).length);
    expect(data.inventory.some((s) => s.IsBank)).toBe(true);
    expect(data.inventory.some((s) => !s.IsBank)).toBe(true);
    expect(data.ledger).toHaveLength((await db.select().from(coinLedger).where(eq(coinLedger.UserID, 1))).length);
    expect(data.timeline).toHaveLength((await db.select().from(timeline).where(eq(timeline.UserID, 1))).length);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Passkeys by name and dates, never their keys.
    expect(data.passkeys).toEqual([expect.objectContaining({ Name: 'Laptop', LastUsedAt: null })]);
    expect(res.body).not.toContain('public-key-of-demo');
    expect(res.body).not.toContain('credential-of-demo');
    expect(data.privacy.inventory).toBe('public');
    // The ledger and the balance agree: the export is a faithful copy.
    expect(data.profile.Coins).toBe((await db.select({ c: users.Coins }).from(users).where(eq(users.id, 1)))[0].c);
  });

  it('lists a gift another player bought for the account under giftsReceived, and the buyer’s purchase under purchases', async () => {
    const [pkg] = await t.database.db.select({ PackageID: purchases.PackageID }).from(purchases).limit(1);
    const packageId = pkg?.PackageID ?? 1;
    await t.database.db.insert(purchases).values({ PackageID: packageId, BuyerID: 2, RecipientID: 1, Cost: 50, Currency: 'coins' });
    const mine: AccountExport = (await demo.get('/api/user/account/export')).json();
    expect(mine.giftsReceived.some((g) => g.BuyerID === 2 && g.RecipientID === 1 && g.Cost === 50)).toBe(true);
    const buyer = await loginAs(t.app, 'demo2');
    const theirs: AccountExport = (await buyer.get('/api/user/account/export')).json();
    expect(theirs.purchases.some((p) => p.BuyerID === 2 && p.RecipientID === 1 && p.Cost === 50)).toBe(true);
    expect(theirs.profile.id).toBe(2);
  });

  it('never contains secrets: no password hash, no session id', async () => {
    const res = await demo.get('/api/user/account/export');
    expect(res.body).not.toMatch(/PasswordHash|password_hash|\$argon2/);
    expect(res.body).not.toContain(demo.cookie('gh_session')!);
  });

  it('works during the deletion countdown', async () => {
    const start = await demo.post('/api/user/account/delete/start');
    expect(start.statusCode).toBe(200);
    expect(start.json().waitSeconds).toBeGreaterThan(0);
    const res = await demo.get('/api/user/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountExport>().profile.DeleteStartedAt).not.toBeNull();
  });

  it('needs a login', async () => {
    const guest = await visitor(t.app);
    const res = await guest.get('/api/user/account/export');
    expect(res.statusCode).toBe(401);
  });
});
