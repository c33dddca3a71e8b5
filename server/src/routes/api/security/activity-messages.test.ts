import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRow } from '@contract/types/security';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { ACTIVITY_TEMPLATES } from '@contract/values/activity';
import { writeActivity } from '@contract/rules/activity-sentence';
import { eq } from 'drizzle-orm';
import { accountActivity, users } from '../../../db/schema/index';
import { createTestApp, loginAs, type TestApp, type TestClient } from '../../../../test/test-app';
import { setBalance } from '../../../../test/support/balances';
import { insertPackage } from '../../../../test/support/store-packages';
import { userIdOf } from '../../../../test/staff-helpers';

// Each row of the owner's activity log carries the id of its sentence and the sentence's values, so
// a page writes it in its reader's language; Detail stays the English sentence.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const activityOf = async (client: TestClient) =>
  (await client.get('/api/user/account/activity?draw=1&start=0&length=100')).json<DataTablesAnswer<ActivityRow>>().data;

describe('the activity log’s message ids', () => {
  it('gives a purchase, a gift, a bet and a cancelled bet their ids and values', async () => {
    const buyer = await userIdOf(t, 'vipdemo');
    await setBalance(t.app.db, buyer, 50_000);
    const pkg = await insertPackage(t.app.db, { Name: 'Dragon Hoard', Cost: 12_500 });
    const client = await loginAs(t.app, 'vipdemo');
    expect((await client.post(`/api/store/buy/${pkg}`)).statusCode).toBe(200);
    expect((await client.post(`/api/store/buy/${pkg}`, { RecipientID: await userIdOf(t, 'demo2') })).statusCode).toBe(200);
    const created = await client.post('/api/bet/new', { coins: '1000' });
    expect(created.statusCode, created.body).toBe(201);
    const bet = created.json<{ bet: { id: number } }>().bet.id;
    expect((await client.get(`/api/bet/cancel/${bet}`)).statusCode).toBe(200);

    const log = await activityOf(client);
    const of = (message: string) => log.filter((r) => r.message === message).map(({ Detail, args }) => ({ Detail, args }));
    expect(of('purchase')).toEqual([{ Detail: 'Bought Dragon Hoard for 12,500 Coins', args: { package: 'Dragon Hoard', cost: 12_500, currency: 'Coins' } }]);
    expect(of('purchase_gift')).toEqual([
      {
        Detail: 'Bought Dragon Hoard for 12,500 Coins as a gift for demo2',
        args: { package: 'Dragon Hoard', cost: 12_500, currency: 'Coins', player: 'demo2' },
      },
    ]);
    expect(of('bet_created')).toContainEqual({ Detail: `Created bet #${bet} for 1,000 coins`, args: { bet, coins: 1000 } });
    expect(of('bet_cancelled')).toContainEqual({ Detail: `Cancelled bet #${bet}: 700 coins back`, args: { bet, coins: 700 } });
    // Each Detail is its template written in English.
    for (const r of log) if (r.message && r.message !== 'staff_action') expect(r.Detail).toBe(writeActivity(ACTIVITY_TEMPLATES[r.message], r.args, 'en'));
    // The recipient's log names the gift.
    const recipient = await activityOf(await loginAs(t.app, 'demo2'));
    expect(recipient.filter((r) => r.message === 'gift_received').map((r) => r.args)).toEqual([{ package: 'Dragon Hoard' }]);
  });

  it('gives a staff suspension its action code and the staff member’s reason, kept as they wrote it', async () => {
    const mod = await loginAs(t.app, 'moderator');
    const demo2 = await userIdOf(t, 'demo2');
    const suspended = await mod.post(`/api/dashboard/players/${demo2}/suspend`, { reason: 'Insulting other players in the chat' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await mod.post(`/api/dashboard/players/${demo2}/lift`)).statusCode).toBe(200);

    const log = await activityOf(await loginAs(t.app, 'demo2'));
    const staff = log.filter((r) => r.Kind === 'staff_action');
    expect(staff.map(({ message, args }) => ({ message, args }))).toEqual([
      { message: 'staff_action', args: { action: 'player.lift' } },
      { message: 'staff_action', args: { action: 'player.suspend', reason: 'Insulting other players in the chat' } },
    ]);
    expect(staff[1].Detail).toMatch(/^moderator suspended demo2 for good: Insulting other players in the chat/);
    // The dashboard's player page shows the same rows.
    const page = (await mod.get(`/api/dashboard/players/${demo2}`)).json<{ activity: ActivityRow[] }>();
    expect(page.activity.filter((r) => r.Kind === 'staff_action').map((r) => r.args.action)).toEqual(['player.lift', 'player.suspend']);
  });

  it('stores the id and values of the rows it writes; a row stored before the ids has none and keeps its sentence', async () => {
    const demo = await userIdOf(t, 'demo');
    await t.app.db.insert(accountActivity).values({ UserID: demo, Kind: 'sign_in', Detail: 'Signed in (recorded long ago).', Date: new Date('2020-01-01') });
    const client = await loginAs(t.app, 'demo');
    const log = await activityOf(client);
    expect(log.find((r) => r.Kind === 'sign_in')).toMatchObject({ message: 'sign_in_password', args: {}, Detail: 'Signed in with the password.' });
    expect(log.at(-1)).toMatchObject({ message: null, args: {}, Detail: 'Signed in (recorded long ago).' });
    // The database trigger writes a password change, whichever code makes it.
    await t.app.db.update(users).set({ PasswordHash: 'another hash' }).where(eq(users.id, demo));
    const changed = (await activityOf(client)).find((r) => r.Kind === 'password_changed');
    expect(changed).toMatchObject({ message: 'password_changed', Detail: 'Your password was changed.' });
    const exported = (await client.get('/api/user/account/export')).json<{ activity: ActivityRow[] }>();
    expect(exported.activity.find((r) => r.Kind === 'password_changed')).toMatchObject({ message: 'password_changed' });
  });
});
