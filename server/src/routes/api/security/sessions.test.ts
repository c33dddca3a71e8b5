import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, ActivityRow, SessionRow } from '@contract/types/security';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { eq } from 'drizzle-orm';
import { bets, purchases, storePackages } from '../../../db/schema/index';
import { createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';

// The owner's sessions (device, masked address, last seen; sign out one or all
// others), the activity log, and the mail on a sign-in from a new device.

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

let t: TestApp;

/** A browser with this User-Agent logs in through the real route. */
async function browserLogin(username: string, userAgent: string, password = 'guildhall-demo', client = new TestClient(t.app), acceptLanguage = 'en') {
  await client.refresh();
  const payload = new URLSearchParams({ username, password }).toString();
  const res = await client.inject({
    method: 'POST',
    url: '/api/user/login',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent, 'accept-language': acceptLanguage },
  });
  await client.refresh();
  return { client, res };
}

const sessionsOf = async (client: TestClient) => (await client.get('/api/user/account/sessions')).json<SessionRow[]>();
const activityOf = async (client: TestClient) =>
  (await client.get('/api/user/account/activity?draw=1&start=0&length=100')).json<DataTablesAnswer<ActivityRow>>().data;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the session list', () => {
  it('lists each session with its device, a masked address and when it was last seen, this browser first', async () => {
    const { client: laptop } = await browserLogin('vipdemo', CHROME_WINDOWS);
    await browserLogin('vipdemo', SAFARI_IPHONE);
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, device: 'Chrome 120 on Windows 10' });
    expect(list[1]).toMatchObject({ current: false });
    expect(list[1].device).toMatch(/Safari 17 on iOS 17\.2/);
    // The names alone too, for a page to put its own language's words around them.
    expect(list.map((s) => s.deviceParts)).toEqual([
      { browser: 'Chrome 120', system: 'Windows 10', model: null },
      { browser: 'Mobile Safari 17', system: 'iOS 17.2', model: 'Apple iPhone' },
    ]);
    for (const s of list) {
      expect(s.ip).toMatch(/^127\.0\.0\.\*$/);
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(Date.parse(s.LastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Never the cookie nor its hash.
    const body = (await laptop.get('/api/user/account/sessions')).body;
    expect(body).not.toContain(laptop.cookie('gh_session')!);
  });

  it('signs out one session: that browser is logged out at once', async () => {
    const { client: laptop } = await browserLogin('demo2', CHROME_WINDOWS);
    const { client: phone } = await browserLogin('demo2', SAFARI_IPHONE);
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const res = await laptop.post(`/api/user/account/sessions/${other.id}/end`);
    expect(res.statusCode).toBe(200);
    expect((await phone.get('/api/user/account')).statusCode).toBe(401);
    expect((await laptop.get('/api/user/account')).statusCode).toBe(200);
    expect(await sessionsOf(laptop)).toHaveLength(1);
    expect((await activityOf(laptop)).some((a) => a.Kind === 'session_ended' && /Safari/.test(a.Detail))).toBe(true);
  });

  it("refuses another player's session id as not found, and that session goes on", async () => {
    const { client: victim } = await browserLogin('staffdemo', CHROME_WINDOWS);
    const [victimSession] = await sessionsOf(victim);
    const attacker = await loginAs(t.app, 'demo');
    const res = await attacker.post(`/api/user/account/sessions/${victimSession.id}/end`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ messages: ['The session was not found.'], code: 'not_found' });
    expect((await victim.get('/api/user/account')).statusCode).toBe(200);
    // An unknown or malformed id is the same refusal (or a path that names no session).
    expect((await attacker.post('/api/user/account/sessions/nope/end')).statusCode).toBe(404);
    expect((await attacker.post('/api/user/account/sessions/bad%20id/end')).statusCode).toBe(404);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const { client: keep } = await browserLogin('staffdemo', CHROME_WINDOWS);
    const { client: a } = await browserLogin('staffdemo', SAFARI_IPHONE);
    const before = (await sessionsOf(keep)).length;
    expect(before).toBeGreaterThanOrEqual(3);
    const res = await keep.post('/api/user/account/sessions/end-others');
    expect(res.json()).toEqual({ ended: before - 1, message: `${before - 1} other sessions were signed out.` });
    expect(await sessionsOf(keep)).toHaveLength(1);
    expect((await a.get('/api/user/account')).statusCode).toBe(401);
    expect((await keep.get('/api/user/account')).statusCode).toBe(200);
  });

  it('needs a login and the CSRF token', async () => {
    const guest = await visitor(t.app);
    expect((await guest.get('/api/user/account/sessions')).statusCode).toBe(401);
    expect((await guest.post('/api/user/account/sessions/end-others')).statusCode).toBe(401);
    expect((await guest.get('/api/user/account/activity')).statusCode).toBe(401);
    const { client } = await browserLogin('demo', CHROME_WINDOWS);
    expect((await client.post('/api/user/account/sessions/end-others', {}, { csrf: false })).statusCode).toBe(403);
    expect(await sessionsOf(client)).not.toHaveLength(0);
  });
});

describe('the activity log', () => {
  it('records sign-ins, failed attempts, password and email changes, purchases, gifts and bets, newest first', async () => {
    const { client } = await browserLogin('demo', CHROME_WINDOWS);
    const wrong = await browserLogin('demo', SAFARI_IPHONE, 'not-the-password');
    expect(wrong.res.statusCode).toBe(422);
    const save = await client.post('/api/user/account/save', {
      email: 'demo.new@guildhall.local',
      country: 'FR',
      current_password: 'guildhall-demo',
      password: 'guildhall-demo-2',
      password_confirmation: 'guildhall-demo-2',
    });
    expect(save.statusCode, save.body).toBe(200);
    // The new address is stored when the link mailed to it is opened.
    await t.app.mailer.flush();
    const link = t.app.mailer.sent.filter((m) => m.to === 'demo.new@guildhall.local').at(-1)!;
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1];
    expect((await client.post('/api/user/account/email/confirm', { token })).statusCode).toBe(200);
    const [pkg] = await t.database.db.select({ PackageID: purchases.PackageID }).from(purchases).limit(1);
    await t.database.db.insert(purchases).values([
      { PackageID: pkg.PackageID, BuyerID: 3, RecipientID: 1, Cost: 70, Currency: 'coins' },
      { PackageID: pkg.PackageID, BuyerID: 1, RecipientID: 1, Cost: 40, Currency: 'coins' },
    ]);
    await t.database.db.insert(bets).values({ Coins: 25, UserID: 1 });

    const log = await activityOf(client);
    const kinds = new Set(log.map((a) => a.Kind));
    for (const kind of ['sign_in', 'sign_in_failed', 'password_changed', 'email_changed', 'gift_received', 'purchase', 'bet_created'] as const) {
      expect(kinds, kind).toContain(kind);
    }
    const failed = log.find((a) => a.Kind === 'sign_in_failed')!;
    expect(failed).toMatchObject({ ip: '127.0.0.*' });
    expect(failed.device).toMatch(/Safari/);
    const dates = log.map((a) => a.Date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Pages: DataTables fields.
    const page = (await client.get('/api/user/account/activity?draw=3&start=1&length=2')).json<DataTablesAnswer<ActivityRow>>();
    expect(page).toMatchObject({ draw: 3, recordsTotal: log.length });
    expect(page.data).toEqual(log.slice(1, 3));
    // And the data export carries the same log and the sessions.
    const exported: AccountExport = (await client.get('/api/user/account/export')).json();
    expect(exported.activity).toHaveLength(log.length);
    expect(exported.sessions.some((s) => s.current)).toBe(true);
  });

  it('writes amounts with thousands separators, names the recipient of a gift and records a cancelled bet', async () => {
    const client = await loginAs(t.app, 'vipdemo');
    const vip = (await client.get('/api/bootstrap')).json<{ userId: number }>().userId;
    const created = await client.post('/api/bet/new', { coins: '1000' });
    expect(created.statusCode, created.body).toBe(201);
    const betId = created.json<{ bet: { id: number } }>().bet.id;
    expect((await client.get(`/api/bet/cancel/${betId}`)).statusCode).toBe(200);
    const [pkg] = await t.database.db
      .select({ PackageID: purchases.PackageID, Name: storePackages.Name })
      .from(purchases)
      .innerJoin(storePackages, eq(storePackages.id, purchases.PackageID))
      .limit(1);
    await t.database.db.insert(purchases).values({ PackageID: pkg.PackageID, BuyerID: vip, RecipientID: 2, Cost: 12_500, Currency: 'coins' });

    const details = (await activityOf(client)).map((a) => `${a.Kind}: ${a.Detail}`);
    expect(details).toContain(`bet_created: Created bet #${betId} for 1,000 coins`);
    expect(details).toContain(`bet_cancelled: Cancelled bet #${betId}: 700 coins back`);
    expect(details).toContain(`purchase: Bought ${pkg.Name} for 12,500 coins as a gift for demo2`);
  });

  it("shows only the owner's own events", async () => {
    const other = await loginAs(t.app, 'demo2');
    const log = await activityOf(other);
    expect(log.some((a) => a.Kind === 'email_changed')).toBe(false);
    expect(log.some((a) => a.Kind === 'gift_received' && a.Detail.includes('70'))).toBe(false);
  });
});

describe('the mail on a sign-in from a new device', () => {
  it('is sent when a browser new to the account signs in, not on the first sign-in nor from a known browser', async () => {
    await t.app.mailer.flush();
    const mailsTo = (to: string) => t.app.mailer.sent.filter((m) => m.to === to && m.subject === 'New sign-in to your Guildhall account').length;
    const first = await browserLogin('vipdemo', CHROME_WINDOWS);
    await t.app.mailer.flush();
    const before = mailsTo('vip@guildhall.local');
    // The same browser again: it carries the device cookie.
    await browserLogin('vipdemo', CHROME_WINDOWS, 'guildhall-demo', first.client);
    await t.app.mailer.flush();
    expect(mailsTo('vip@guildhall.local')).toBe(before);
    // A new browser.
    await browserLogin('vipdemo', SAFARI_IPHONE);
    await t.app.mailer.flush();
    expect(mailsTo('vip@guildhall.local')).toBe(before + 1);
    const mail = t.app.mailer.sent.filter((m) => m.to === 'vip@guildhall.local').at(-1)!;
    expect(mail.text).toContain('Safari 17 on iOS 17.2');
    expect(mail.text).toContain('127.0.0.*');
    expect(mail.text).toMatch(/\/account\/security/);
  });
});

describe('the device named in a mail', () => {
  it("is said in the mail's language: the browser's and the system's names kept, the words around them translated", async () => {
    // An account without a saved language: its mails follow the signing-in browser's.
    await browserLogin('gamemaster', CHROME_WINDOWS, 'guildhall-demo', new TestClient(t.app), 'de');
    await browserLogin('gamemaster', SAFARI_IPHONE, 'guildhall-demo', new TestClient(t.app), 'de');
    await t.app.mailer.flush();
    const german = t.app.mailer.sent.filter((m) => m.to === 'gamemaster@guildhall.local').at(-1)!;
    expect(german.subject).not.toBe('New sign-in to your Guildhall account');
    expect(german.text).toMatch(/Gerät: Mobile Safari 17 auf iOS 17\.2/);
    expect(german.text).not.toMatch(/ on iOS/);

    // A browser the parser cannot name on a known system.
    await browserLogin('gamemaster', 'Mozilla/5.0 (X11; Linux x86_64)', 'guildhall-demo', new TestClient(t.app), 'es');
    await t.app.mailer.flush();
    const spanish = t.app.mailer.sent.filter((m) => m.to === 'gamemaster@guildhall.local').at(-1)!;
    expect(spanish.text).toMatch(/un navegador en Linux/);
  });
});
