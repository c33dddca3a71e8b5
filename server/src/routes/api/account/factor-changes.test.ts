import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { PasskeyRegistrationOptions, PasskeyRow, TwoFactorSetupAnswer } from '@contract/types/security';
import type { RecoveryFactors } from '@contract/types/account';
import { FACTOR_PASSWORD_REQUIRED_TEXT } from '@contract/values/security';
import { clientFor, createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { SoftPasskey } from '../../../../test/passkey-authenticator';
import { setPassword } from '../../../../test/account-helpers';
import { oauthAccounts, passkeys, twoFactor, users, webauthnChallenges } from '../../../db/schema/index';
import { issueRecoveryToken } from '../../../domain/account/recovery';
import { WRONG_PASSWORD_TEXT } from '../../../plugins/password-check';
import { RECOVERY_BAD_TOKEN_TEXT } from './recovery-routes';

// Adding or removing a way of signing in needs the password, not only a session (a copied cookie),
// and mails the owner; a password reset lists those ways and removes the ones the owner ticks.

let t: TestApp;
const ORIGIN = 'http://localhost:8899';
const PASSWORD = 'owner-password-1';
const SUBJECT = 'A sign-in method of your Guildhall account changed';
const json = (value: unknown) => JSON.stringify(value);

beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { PUBLIC_URL: ORIGIN } });
  for (const id of [5, 6, 7, 8, 9, 10]) {
    await setPassword(t.app, id, PASSWORD);
    // Generated players have no address: these get one, to be mailed.
    await t.app.db
      .update(users)
      .set({ Email: `player${id}@guildhall.test` })
      .where(eq(users.id, id));
  }
});
afterAll(() => t.close());

const emailOf = async (id: number) => (await t.app.db.select({ Email: users.Email }).from(users).where(eq(users.id, id)))[0].Email;
const mailsTo = async (id: number) => {
  await t.app.mailer.flush();
  const to = await emailOf(id);
  return t.app.mailer.sent.filter((m) => m.to === to && m.subject === SUBJECT);
};
const passkeysOf = async (id: number) => t.app.db.select().from(passkeys).where(eq(passkeys.UserID, id));

async function addPasskey(client: TestClient, name: string) {
  const options = await client.post('/api/user/account/passkeys/options', { password: PASSWORD });
  expect(options.statusCode, options.body).toBe(200);
  const key = new SoftPasskey(ORIGIN);
  const res = await client.post('/api/user/account/passkeys', { name, credential: json(key.register(options.json<PasskeyRegistrationOptions>())) });
  expect(res.statusCode, res.body).toBe(201);
  return { key, row: res.json<PasskeyRow>() };
}

async function enableTwoFactor(client: TestClient) {
  const setup = await client.post('/api/user/account/two-factor/setup', { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetupAnswer>();
  const res = await client.post('/api/user/account/two-factor/enable', { code: await generate({ secret }) });
  expect(res.statusCode, res.body).toBe(200);
  return secret;
}

describe('a session alone (a copied cookie)', () => {
  it('cannot add a passkey: no password, or a wrong one, gets no challenge and stores nothing', async () => {
    const thief = await clientFor(t.app, 5);
    const missing = await thief.post('/api/user/account/passkeys/options');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: [FACTOR_PASSWORD_REQUIRED_TEXT] });
    const wrong = await thief.post('/api/user/account/passkeys/options', { password: 'a guess' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [WRONG_PASSWORD_TEXT] });
    expect(await t.app.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.UserID, 5))).toEqual([]);
    expect(await passkeysOf(5)).toEqual([]);
    expect(await mailsTo(5)).toEqual([]);
  });

  it('cannot turn two-factor on: no secret is made without the password', async () => {
    const thief = await clientFor(t.app, 6);
    const res = await thief.post('/api/user/account/two-factor/setup');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [FACTOR_PASSWORD_REQUIRED_TEXT] });
    expect(await t.app.db.select().from(twoFactor).where(eq(twoFactor.UserID, 6))).toEqual([]);
    expect((await thief.get('/api/user/account/two-factor')).json().enabled).toBe(false);
  });

  it("cannot remove the owner's passkey", async () => {
    const owner = await clientFor(t.app, 7);
    const { row } = await addPasskey(owner, 'Owner phone');
    const thief = await clientFor(t.app, 7);
    const res = await thief.post(`/api/user/account/passkeys/${row.id}/remove`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [FACTOR_PASSWORD_REQUIRED_TEXT] });
    expect((await passkeysOf(7)).map((p) => p.Name)).toEqual(['Owner phone']);
  });
});

describe('with the password', () => {
  it('adds and removes a passkey, turns two-factor on and off, and mails the owner each time', async () => {
    const owner = await clientFor(t.app, 8);
    const { row } = await addPasskey(owner, 'Laptop');
    let mails = await mailsTo(8);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('A passkey was added: Laptop.');
    expect(mails[0].text).toContain(`${ORIGIN}/recovery`);

    const secret = await enableTwoFactor(owner);
    expect((await mailsTo(8)).map((m) => m.text.includes('Two-factor sign-in was turned on.'))).toEqual([false, true]);

    const removed = await owner.post(`/api/user/account/passkeys/${row.id}/remove`, { password: PASSWORD });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await passkeysOf(8)).toEqual([]);
    mails = await mailsTo(8);
    expect(mails.at(-1)!.text).toContain('A passkey was removed: Laptop.');

    const off = await owner.post('/api/user/account/two-factor/disable', {
      password: PASSWORD,
      code: await generate({ secret, epoch: Date.now() / 1000 + 30 }),
    });
    expect(off.statusCode, off.body).toBe(200);
    mails = await mailsTo(8);
    expect(mails).toHaveLength(4);
    expect(mails.at(-1)!.text).toContain('Two-factor sign-in was turned off.');
  });
});

describe('a password reset', () => {
  it('lists the passkeys, two-factor and linked accounts of the link, and removes only the ticked ones', async () => {
    const thief = await clientFor(t.app, 9);
    const { key: thiefKey, row: thiefRow } = await addPasskey(thief, 'Thief key');
    const { row: ownerRow } = await addPasskey(thief, 'Owner key');
    await enableTwoFactor(thief);
    await t.app.db.insert(oauthAccounts).values({ Provider: 'google', ProviderUserID: 'thief-google', UserID: 9 });
    await t.app.db
      .update(users)
      .set({ ProviderID: 'thief-google', ProviderName: 'google', ProviderPictureUrl: 'https://example.com/p.png' })
      .where(eq(users.id, 9));

    const token = await issueRecoveryToken(t.app.db, 9);
    const browser = await visitor(t.app);
    const listed = await browser.post('/api/user/recovery/factors', { token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<RecoveryFactors>()).toEqual({
      passkeys: [
        { id: thiefRow.id, Name: 'Thief key' },
        { id: ownerRow.id, Name: 'Owner key' },
      ],
      twoFactor: true,
      linkedProviders: ['google'],
    });

    const res = await browser.post('/api/user/recovery/reset', {
      token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
      remove_passkeys: String(thiefRow.id),
      remove_two_factor: '1',
      remove_providers: 'google',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await passkeysOf(9)).map((p) => p.Name)).toEqual(['Owner key']);
    expect(await t.app.db.select().from(twoFactor).where(eq(twoFactor.UserID, 9))).toEqual([]);
    expect(await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.UserID, 9))).toEqual([]);
    expect((await t.app.db.select({ p: users.ProviderName }).from(users).where(eq(users.id, 9)))[0].p).toBeNull();

    // The thief's passkey signs nobody in any more.
    const options = (await browser.post('/api/user/login/passkey/options')).json();
    const signIn = await browser.post('/api/user/login/passkey', { credential: json(thiefKey.signIn(options)) });
    expect(signIn.statusCode).toBe(422);
    // The used link lists nothing.
    const again = await browser.post('/api/user/recovery/factors', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([RECOVERY_BAD_TOKEN_TEXT]);
  });

  it('keeps every factor by default, and ignores ids of another account', async () => {
    const owner = await clientFor(t.app, 10);
    const { row } = await addPasskey(owner, 'Kept key');
    const stranger = await clientFor(t.app, 7);
    const { row: theirs } = await addPasskey(stranger, 'Not yours');
    const token = await issueRecoveryToken(t.app.db, 10);
    const browser = await visitor(t.app);
    const plain = await browser.post('/api/user/recovery/reset', {
      token,
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
      remove_passkeys: String(theirs.id),
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect((await passkeysOf(10)).map((p) => p.id)).toEqual([row.id]);
    expect((await passkeysOf(7)).map((p) => p.Name)).toContain('Not yours');

    const bad = await browser.post('/api/user/recovery/reset', {
      token: await issueRecoveryToken(t.app.db, 10),
      password: 'a-new-password',
      password_confirmation: 'a-new-password',
      remove_passkeys: 'all of them',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['remove_passkeys']);
  });
});
