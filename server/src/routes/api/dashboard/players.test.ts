import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';
import { auditRows, userIdOf } from '../../../../test/staff-helpers';

// The dashboard's players section and the staff record: what a moderator finds and does, what the
// player then meets at login, and every refusal leaving the account as it was.

let t: TestApp;
const DEMO = 1;
const DEMO2 = 2;

const accountOf = async (id: number) =>
  (
    await rowsOf<{ suspended_at: string | null; suspend_reason: string | null }>(
      t.database.db,
      sql`select suspended_at, suspend_reason from users where id = ${id}`,
    )
  )[0];
const sessionCount = async (id: number) =>
  (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from sessions where user_id = ${id}`))[0].n;
const table = (client: TestClient, query: string) => client.get(`/api/dashboard/players?draw=1&start=0&length=25&${query}`);

async function login(username: string) {
  const client = new TestClient(t.app);
  await client.refresh();
  return { client, res: await client.post('/api/user/login', { username, password: 'guildhall-demo' }) };
}

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

describe('finding players', () => {
  it('finds a player by email, id and name, and filters by role', async () => {
    const mod = await loginAs(t.app, 'moderator');
    const byEmail = (await table(mod, 'search[value]=DEMO@guildhall.local')).json();
    expect(byEmail.data.map((r: { id: number }) => r.id)).toEqual([DEMO]);
    expect(byEmail.data[0]).toMatchObject({ Username: 'demo', Email: 'demo@guildhall.local', Suspended: false });
    expect((await table(mod, 'search[value]=2')).json().data.map((r: { id: number }) => r.id)).toContain(DEMO2);
    expect((await table(mod, 'search[value]=vipde')).json().data.map((r: { Username: string }) => r.Username)).toEqual(['vipdemo']);
    const staff = (await table(mod, 'role=staff')).json().data.map((r: { Username: string }) => r.Username);
    expect(staff).toEqual(expect.arrayContaining(['staffdemo', 'moderator', 'gamemaster']));
    const bad = await table(mod, 'role=king&created_from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ role: ['The selected role is invalid.'], created_from: ['The created from field must be a date (YYYY-MM-DD).'] });
    expect((await table(mod, 'suspended=2')).json().errors).toEqual({ suspended: ['The selected suspended is invalid.'] });
    expect((await table(mod, 'seen_within_days=3651')).json().errors).toEqual({
      seen_within_days: ['The seen within days field must be a whole number from 1 to 3,650.'],
    });
    expect((await table(mod, 'seen_within_days=x')).json().errors).toEqual({
      seen_within_days: ['The seen within days field must be a whole number from 1 to 3,650.'],
    });
  });

  it('shows a player page with the account, sessions, bets, purchases and the coin ledger', async () => {
    await loginAs(t.app, 'demo2');
    const mod = await loginAs(t.app, 'moderator');
    const page = (await mod.get(`/api/dashboard/players/${DEMO2}`)).json();
    expect(page.account).toMatchObject({ id: DEMO2, Username: 'demo2', Suspended: false });
    expect(page.sessions.length).toBeGreaterThan(0);
    expect(Array.isArray(page.bets) && Array.isArray(page.purchases) && Array.isArray(page.activity)).toBe(true);
    const ledger = (await mod.get(`/api/dashboard/players/${DEMO2}/ledger?draw=1&start=0&length=500`)).json();
    const [{ coins }] = await rowsOf<{ coins: number }>(t.database.db, sql`select coins::int as coins from users where id = ${DEMO2}`);
    // The ledger the page shows is the player's whole balance, row by row.
    expect(ledger.data.reduce((s: number, r: { Delta: number }) => s + r.Delta, 0)).toBe(coins);
    expect((await mod.get('/api/dashboard/players/999999')).statusCode).toBe(404);
  });
});

describe('suspending a player', () => {
  it('ends their sessions, refuses their login with the reason and the end, and lifting lets them back', async () => {
    const player = await loginAs(t.app, 'demo');
    expect(await sessionCount(DEMO)).toBeGreaterThan(0);
    const mod = await loginAs(t.app, 'moderator');
    const res = await mod.post(`/api/dashboard/players/${DEMO}/suspend`, { reason: 'Insulting other players in the chat', until: '2099-03-01' });
    expect(res.statusCode, res.body).toBe(200);

    // The open session stops at its next request.
    expect((await player.refresh()).userId).toBeUndefined();
    expect(await sessionCount(DEMO)).toBe(0);
    const refused = await login('demo');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json()).toMatchObject({ code: 'account_suspended' });
    expect(refused.res.json().messages[0]).toBe('Your account is suspended until 2 March 2099 at 00:00 UTC. Reason: Insulting other players in the chat.');
    expect((await refused.client.refresh()).userId).toBeUndefined();
    expect((await table(mod, 'suspended=1')).json().data.map((r: { id: number }) => r.id)).toEqual([DEMO]);

    expect((await mod.post(`/api/dashboard/players/${DEMO}/lift`)).statusCode).toBe(200);
    expect((await login('demo')).res.statusCode).toBe(200);
    const lines = (await auditRows(t)).filter((r) => r.target_user_id === DEMO).map((r) => r.action);
    expect(lines).toEqual(['player.suspend', 'player.lift']);
  });

  it('suspends for good without an end, and refuses a missing reason or a past end with nothing changed', async () => {
    const mod = await loginAs(t.app, 'moderator');
    const suspend = (fields: Record<string, string>) => mod.post(`/api/dashboard/players/${DEMO2}/suspend`, fields);
    const between = ['The reason field must be between 3 and 500 characters.'];
    const notADate = ['The until field must be a date (YYYY-MM-DD).'];
    expect((await suspend({ reason: '  ', until: 'next week' })).json().errors).toEqual({ reason: between, until: notADate });
    expect((await suspend({ reason: 'x'.repeat(501), until: '31/12/2099' })).json().errors).toEqual({ reason: between, until: notADate });
    const past = await suspend({ reason: 'Spamming', until: '2001-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ until: ['The until field must be a date in the future.'] });
    // Told who may suspend before the fields are judged.
    expect((await (await loginAs(t.app, 'demo')).post(`/api/dashboard/players/${DEMO2}/suspend`, {})).statusCode).toBe(403);
    expect((await accountOf(DEMO2)).suspended_at).toBeNull();

    expect((await mod.post(`/api/dashboard/players/${DEMO2}/suspend`, { reason: 'Selling accounts' })).statusCode).toBe(200);
    const refused = await login('demo2');
    expect(refused.res.json().messages[0]).toBe('Your account is suspended for good. Reason: Selling accounts.');
    await mod.post(`/api/dashboard/players/${DEMO2}/lift`);
  });

  it('lets a moderator sign a player out, mail them and send a password reset link', async () => {
    const mailsBefore = t.app.mailer.sent.length;
    await loginAs(t.app, 'vipdemo');
    const vip = await userIdOf(t, 'vipdemo');
    const mod = await loginAs(t.app, 'moderator');
    expect((await mod.post(`/api/dashboard/players/${vip}/end-sessions`)).json().message).toMatch(/^1 session was signed out/);
    expect(await sessionCount(vip)).toBe(0);
    expect((await mod.post(`/api/dashboard/players/${vip}/mail`, { subject: 'Hello', text: 'Your report was handled.' })).statusCode).toBe(200);
    const blank = await mod.post(`/api/dashboard/players/${vip}/mail`, { subject: '', text: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      subject: ['The subject field must be between 1 and 150 characters.'],
      text: ['The text field must be between 1 and 5,000 characters.'],
    });
    expect((await mod.post(`/api/dashboard/players/${vip}/password-reset`)).statusCode).toBe(200);
    const sent = t.app.mailer.sent.slice(mailsBefore).filter((m) => m.to === 'vip@guildhall.local' && !/sign-in/i.test(m.subject));
    expect(sent.map((m) => m.subject)).toEqual(['Hello', 'Reset your Guildhall password']);
    expect(sent[1].text).toMatch(/\/recovery\/reset\//);
    // The player sees what staff did on their account.
    const player = await loginAs(t.app, 'vipdemo');
    const log = (await player.get('/api/user/account/activity?draw=1&start=0&length=50')).json().data;
    expect(log.filter((r: { Kind: string }) => r.Kind === 'staff_action').map((r: { Detail: string }) => r.Detail)).toEqual([
      'moderator sent vipdemo a password reset link.',
      'moderator mailed vipdemo: Hello',
      'moderator signed vipdemo out everywhere (1 session).',
    ]);
  });
});

describe('who may do what', () => {
  const reads = ['/api/dashboard/players', `/api/dashboard/players/${DEMO2}`, `/api/dashboard/players/${DEMO2}/ledger`];
  const writes: [string, Record<string, string>][] = [
    [`/api/dashboard/players/${DEMO2}/suspend`, { reason: 'Spamming the forum' }],
    [`/api/dashboard/players/${DEMO2}/lift`, {}],
    [`/api/dashboard/players/${DEMO2}/end-sessions`, {}],
    [`/api/dashboard/players/${DEMO2}/password-reset`, {}],
    [`/api/dashboard/players/${DEMO2}/mail`, { subject: 'Hi', text: 'Hello' }],
  ];

  it('refuses a player and a visitor every players call and the staff record, and changes nothing', async () => {
    await loginAs(t.app, 'demo2');
    const sessionsBefore = await sessionCount(DEMO2);
    const auditBefore = (await auditRows(t)).length;
    for (const [client, status] of [
      [await loginAs(t.app, 'demo'), 403],
      [await loginAs(t.app, 'vipdemo'), 403],
      [await visitor(t.app), 401],
    ] as const) {
      // Told who may read before any filter is judged.
      const badFilters = ['/api/dashboard/players?role=king', '/api/dashboard/audit?from=soon', '/api/dashboard/audit.csv?player=x'];
      for (const url of [...reads, '/api/dashboard/audit', '/api/dashboard/audit.csv', ...badFilters])
        expect((await client.get(url)).statusCode, url).toBe(status);
      for (const [url, body] of writes) expect((await client.post(url, body)).statusCode, url).toBe(status);
    }
    expect(await sessionCount(DEMO2)).toBe(sessionsBefore);
    expect((await accountOf(DEMO2)).suspended_at).toBeNull();
    expect(await auditRows(t)).toHaveLength(auditBefore);
  });

  it('keeps the staff record to administrators, and staff accounts out of a moderator’s reach', async () => {
    const mod = await loginAs(t.app, 'moderator');
    const gm = await loginAs(t.app, 'gamemaster');
    for (const client of [mod, gm]) expect((await client.get('/api/dashboard/audit')).statusCode).toBe(403);
    const staff = await userIdOf(t, 'gamemaster');
    expect((await mod.post(`/api/dashboard/players/${staff}/suspend`, { reason: 'Abusing the dashboard' })).statusCode).toBe(403);
    expect((await accountOf(staff)).suspended_at).toBeNull();
    // A game master has every moderator power.
    expect((await gm.get(`/api/dashboard/players/${DEMO2}`)).statusCode).toBe(200);
  });
});

describe('the staff record', () => {
  it('filters by actor, action and player, searches the summary, and exports the same rows as CSV', async () => {
    const admin = await loginAs(t.app, 'staffdemo');
    const all = (await admin.get('/api/dashboard/audit?draw=1&start=0&length=100')).json();
    expect(all.recordsTotal).toBe((await auditRows(t)).length);
    const suspends = (await admin.get(`/api/dashboard/audit?draw=1&start=0&length=100&action=player.suspend&player=${DEMO}&actor=moderator`)).json();
    expect(suspends.data.map((r: { Summary: string }) => r.Summary)).toEqual([
      'moderator suspended demo until 2099-03-02T00:00:00.000Z: Insulting other players in the chat (1 session ended).',
    ]);
    expect(suspends.data[0]).toMatchObject({
      ActorName: 'moderator',
      TargetUserID: DEMO,
      After: { suspended: true, SuspendReason: 'Insulting other players in the chat' },
    });
    expect((await admin.get('/api/dashboard/audit?draw=1&search[value]=Selling')).json().recordsFiltered).toBe(1);
    expect((await admin.get('/api/dashboard/audit?from=soon')).statusCode).toBe(422);

    const csv = await admin.get(`/api/dashboard/audit.csv?action=player.suspend&player=${DEMO}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor,actor_ip,action,player_id,target,summary,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',moderator,');
  });
});
