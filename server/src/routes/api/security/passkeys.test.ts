import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { ActivityRow, PasskeyRegistrationOptions, PasskeyRow, PasskeySignInOptions, SessionRow, TwoFactorSetupAnswer } from '@contract/types/security';
import { clientFor, createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';
import { SoftPasskey } from '../../../../test/passkey-authenticator';
import { setPassword } from '../../../../test/account-helpers';
import { passkeys, webauthnChallenges } from '../../../db/schema/index';

// Passkeys. A software authenticator (test/passkey-authenticator.ts) answers as a
// browser's platform authenticator does, with real ES256 signatures over the WebAuthn byte layouts.

let t: TestApp;
const ORIGIN = 'http://localhost:8899';
const PASSWORD = 'guildhall-demo';

beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { PUBLIC_URL: ORIGIN, STAFF_TWO_FACTOR: 'required' } });
  for (const id of [10, 11, 12]) await setPassword(t.app, id, PASSWORD);
});
afterAll(() => t.close());

const json = (value: unknown) => JSON.stringify(value);

async function registrationOptions(client: TestClient): Promise<PasskeyRegistrationOptions> {
  const res = await client.post('/api/user/account/passkeys/options', { password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Registers a new software passkey named `name` for the client's account. */
async function addPasskey(client: TestClient, name = 'Laptop') {
  const key = new SoftPasskey(ORIGIN);
  const res = await client.post('/api/user/account/passkeys', { name, credential: json(key.register(await registrationOptions(client))) });
  expect(res.statusCode, res.body).toBe(201);
  return { key, row: res.json<PasskeyRow>() };
}

async function signInOptions(client: TestClient): Promise<PasskeySignInOptions> {
  const res = await client.post('/api/user/login/passkey/options');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const list = async (client: TestClient): Promise<PasskeyRow[]> => (await client.get('/api/user/account/passkeys')).json();
const activity = async (client: TestClient): Promise<ActivityRow[]> => (await client.get('/api/user/account/activity?draw=1&start=0&length=50')).json().data;
const storedCount = async () => (await t.database.db.select({ id: passkeys.id }).from(passkeys)).length;

describe('registering a passkey', () => {
  it('stores a passkey with its name, lists it and logs it', async () => {
    const owner = await loginAs(t.app, 'demo');
    expect(await list(owner)).toEqual([]);
    const options = await registrationOptions(owner);
    expect(options.rp).toEqual({ name: 'Guildhall', id: 'localhost' });
    expect(options.user.name).toBe('demo');
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });

    const key = new SoftPasskey(ORIGIN);
    const res = await owner.post('/api/user/account/passkeys', { name: '  Work laptop ', credential: json(key.register(options)) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ Name: 'Work laptop', LastUsedAt: null });
    const rows = await list(owner);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Name: 'Work laptop', LastUsedAt: null });
    expect(Date.parse(rows[0].DateCreated)).not.toBeNaN();
    expect((await activity(owner)).find((a) => a.Kind === 'passkey_added')?.Detail).toBe('A passkey was added: Work laptop.');

    // The next options exclude it, so the authenticator does not make a second passkey for the account.
    expect((await registrationOptions(owner)).excludeCredentials?.map((c) => c.id)).toEqual([key.id]);
  });

  it('refuses a visitor (401), a missing name and an unreadable credential (422): nothing is stored', async () => {
    const stranger = await visitor(t.app);
    expect((await stranger.post('/api/user/account/passkeys/options')).statusCode).toBe(401);
    expect((await stranger.post('/api/user/account/passkeys', { name: 'x', credential: '{}' })).statusCode).toBe(401);
    expect((await stranger.get('/api/user/account/passkeys')).statusCode).toBe(401);

    const before = await storedCount();
    const owner = await loginAs(t.app, 'vipdemo');
    const key = new SoftPasskey(ORIGIN);
    const noName = await owner.post('/api/user/account/passkeys', { name: ' ', credential: json(key.register(await registrationOptions(owner))) });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['The name field is required.']);
    const garbage = await owner.post('/api/user/account/passkeys', { name: 'Phone', credential: 'not json' });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.credential).toBeDefined();
    expect(await storedCount()).toBe(before);
  });

  it('refuses a challenge never issued, reused, expired, issued to another account, or signed for another origin', async () => {
    const owner = await loginAs(t.app, 'demo2');
    const before = await storedCount();
    const stale = (res: { statusCode: number; json(): { errors: Record<string, string[]> } }) => {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.credential).toEqual(['This passkey request has expired or was already used. Please try again.']);
    };

    // Never issued: the browser signed a challenge the server never gave.
    const options = await registrationOptions(owner);
    const forged = new SoftPasskey(ORIGIN).register(options, { challenge: randomBytes(32).toString('base64url') });
    stale(await owner.post('/api/user/account/passkeys', { name: 'Forged', credential: json(forged) }));

    // Another origin: refused, and its challenge is used up.
    const phished = new SoftPasskey('https://guildhall.example.evil').register(options, { origin: 'https://guildhall.example.evil' });
    expect((await owner.post('/api/user/account/passkeys', { name: 'Phished', credential: json(phished) })).statusCode).toBe(422);
    stale(await owner.post('/api/user/account/passkeys', { name: 'Late', credential: json(new SoftPasskey(ORIGIN).register(options)) }));

    // Reused: the same answer twice stores one passkey.
    const once = new SoftPasskey(ORIGIN).register(await registrationOptions(owner));
    expect((await owner.post('/api/user/account/passkeys', { name: 'Once', credential: json(once) })).statusCode).toBe(201);
    stale(await owner.post('/api/user/account/passkeys', { name: 'Twice', credential: json(once) }));

    // Expired.
    const old = await registrationOptions(owner);
    await t.database.db
      .update(webauthnChallenges)
      .set({ ExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.Challenge, old.challenge));
    stale(await owner.post('/api/user/account/passkeys', { name: 'Old', credential: json(new SoftPasskey(ORIGIN).register(old)) }));

    // Issued to another account.
    const other = await loginAs(t.app, 'vipdemo');
    const theirs = await registrationOptions(other);
    stale(await owner.post('/api/user/account/passkeys', { name: 'Theirs', credential: json(new SoftPasskey(ORIGIN).register(theirs)) }));

    expect(await storedCount()).toBe(before + 1);
    expect((await list(owner)).map((p) => p.Name)).toEqual(['Once']);
  });
});

describe('signing in with a passkey', () => {
  it('opens a session like a password sign-in: listed, logged, the new-device mail, the passkey marked used', async () => {
    const owner = await loginAs(t.app, 'vipdemo');
    const { key } = await addPasskey(owner, 'Phone');
    await t.app.mailer.flush();
    const mailsBefore = t.app.mailer.sent.filter((m) => m.subject === 'New sign-in to your Guildhall account').length;

    const browser = new TestClient(t.app);
    await browser.refresh();
    const options = await signInOptions(browser);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await browser.post('/api/user/login/passkey', { credential: json(key.signIn(options)) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 3, Username: 'vipdemo' });
    await browser.refresh();
    expect((await browser.get('/api/user/account')).statusCode).toBe(200);

    const sessions: SessionRow[] = (await browser.get('/api/user/account/sessions')).json();
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect((await activity(browser))[0]).toMatchObject({ Kind: 'sign_in', Detail: 'Signed in with a passkey: Phone.' });
    const [row] = await list(browser);
    expect(row.LastUsedAt).not.toBeNull();
    await t.app.mailer.flush();
    expect(t.app.mailer.sent.filter((m) => m.subject === 'New sign-in to your Guildhall account').length).toBe(mailsBefore + 1);
  });

  it('refuses a replayed answer, a challenge never issued or expired, another origin and a removed passkey: no session', async () => {
    const owner = await clientFor(t.app, 10);
    const { key, row } = await addPasskey(owner);
    const browser = await visitor(t.app);
    const refused = async (credential: unknown) => {
      const res = await browser.post('/api/user/login/passkey', { credential: json(credential) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.credential).toBeDefined();
      expect((await browser.get('/api/user/account')).statusCode).toBe(401);
    };

    await refused(key.signIn(await signInOptions(browser), { challenge: randomBytes(32).toString('base64url') }));
    const expired = await signInOptions(browser);
    await t.database.db
      .update(webauthnChallenges)
      .set({ ExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.Challenge, expired.challenge));
    await refused(key.signIn(expired));
    await refused(key.signIn(await signInOptions(browser), { origin: 'https://evil.example' }));
    await refused(key.signIn(await signInOptions(browser), { userVerified: false }));
    // A registration challenge does not sign anyone in.
    await refused(key.signIn({ challenge: (await registrationOptions(owner)).challenge }));

    // The right answer once; the same answer again is a replay.
    const answer = key.signIn(await signInOptions(browser));
    const other = await visitor(t.app);
    expect((await other.post('/api/user/login/passkey', { credential: json(answer) })).statusCode).toBe(200);
    await refused(answer);

    // Removed from the account: it signs nobody in.
    expect((await owner.post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD })).statusCode).toBe(200);
    await refused(key.signIn(await signInOptions(browser)));
  });

  it('needs no code step on an account with two-factor, but a passkey alone does not open the dashboard to staff', async () => {
    // The staff rule asks for the authenticator app: with a passkey the password alone still signs in.
    const staff = await loginAs(t.app, 'staffdemo');
    const { key } = await addPasskey(staff, 'Security key');
    expect((await staff.get('/api/dashboard/news')).statusCode).toBe(403);

    const setup: TwoFactorSetupAnswer = (await staff.post('/api/user/account/two-factor/setup', { password: PASSWORD })).json();
    expect((await staff.post('/api/user/account/two-factor/enable', { code: await generate({ secret: setup.secret }) })).statusCode).toBe(200);
    const browser = await visitor(t.app);
    const res = await browser.post('/api/user/login/passkey', { credential: json(key.signIn(await signInOptions(browser))) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().twoFactor).toBeUndefined();
    await browser.refresh();
    expect((await browser.get('/api/user/account')).statusCode).toBe(200);
  });
});

describe('removing a passkey', () => {
  it("removes the owner's passkey and logs it; another player's id is not found and nothing changes", async () => {
    const owner = await clientFor(t.app, 11);
    const { row } = await addPasskey(owner, 'Old phone');
    const intruder = await clientFor(t.app, 12);
    const theirs = await intruder.post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD });
    expect(theirs.statusCode).toBe(404);
    expect((await list(owner)).map((p) => p.id)).toEqual([row.id]);
    expect((await (await visitor(t.app)).post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD })).statusCode).toBe(401);

    const res = await owner.post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The passkey “Old phone” has been removed.');
    expect(await list(owner)).toEqual([]);
    expect((await activity(owner)).find((a) => a.Kind === 'passkey_removed')?.Detail).toBe('A passkey was removed: Old phone.');
    expect((await owner.post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD })).statusCode).toBe(404);
  });
});
