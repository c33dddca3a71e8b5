import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityRow } from '@contract/types/security';
import type { DataTablesAnswer } from '@contract/types/datatables';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { emailTokens, users } from '../../../db/schema/index';
import { EMAIL_OTHER_ACCOUNT_TEXT, EMAIL_TAKEN_TEXT } from '../../../domain/account/email';
import { ALREADY_VERIFIED_TEXT, EMAIL_BAD_TOKEN_TEXT, VERIFY_SENT_TEXT } from './email-routes';
import { RECOVERY_SENT_TEXT } from './recovery-routes';

// Email verification and change: a mailed single-use, expiring, hashed link
// verifies a new account's address or confirms a new address; recovery mails only verified addresses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', PUBLIC_URL: 'https://guildhall.example', RATE_LIMIT_MAX: '30' } });
});
afterAll(() => t.close());

const tokenIn = (text: string) => /https:\/\/guildhall\.example\/account\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** The mails sent to an address since `from` (an index in the captured list). */
async function mailsTo(address: string, from = 0) {
  await t.app.mailer.flush();
  return t.app.mailer.sent.slice(from).filter((m) => m.to === address);
}

async function newPlayer(): Promise<{ client: TestClient; id: number; fields: ReturnType<typeof newPlayerFields>; token: string }> {
  const client = await visitor(t.app);
  const fields = newPlayerFields();
  const before = t.app.mailer.sent.length;
  const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
  if (res.statusCode !== 201) throw new Error(res.body);
  await client.refresh();
  const [mail] = await mailsTo(fields.email, before);
  return { client, id: res.json().id, fields, token: tokenIn(mail.text)! };
}

const confirm = (client: TestClient, token: string) => client.post('/api/user/account/email/confirm', { token });
const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('verification of a new account’s address', () => {
  it('mails a link at registration; the account works meanwhile and shows it unverified', async () => {
    const before = t.app.mailer.sent.length;
    const { client, fields, token, id } = await newPlayer();
    const [mail] = await mailsTo(fields.email, before);
    expect(mail.subject).toBe('Verify your Guildhall email address');
    expect(token).toBeTruthy();
    // Only the hash is stored.
    const rows = await t.app.db.select().from(emailTokens).where(eq(emailTokens.UserID, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Purpose: 'verify', Email: fields.email });
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].ExpiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    const account = (await client.get('/api/user/account')).json();
    expect(account).toMatchObject({ Email: fields.email, EmailVerified: false, PendingEmail: null });
  });

  it('verifies the address with the link, once, even from a browser that is not logged in', async () => {
    const { client, fields, token } = await newPlayer();
    const stranger = await visitor(t.app);
    const res = await confirm(stranger, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ purpose: 'verify', Email: fields.email, message: `Your email address ${fields.email} is verified.` });
    expect((await client.get('/api/user/account')).json().EmailVerified).toBe(true);
    const again = await confirm(client, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([EMAIL_BAD_TOKEN_TEXT]);
  });

  it('refuses a wrong or expired link, and nothing changes', async () => {
    const { client, id, token } = await newPlayer();
    const wrong = await confirm(client, `${token.slice(0, -2)}xx`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([EMAIL_BAD_TOKEN_TEXT]);
    await t.app.db
      .update(emailTokens)
      .set({ ExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.UserID, id));
    const expired = await confirm(client, token);
    expect(expired.statusCode).toBe(400);
    expect((await userRow(id)).EmailVerifiedAt).toBeNull();
    const missing = await client.post('/api/user/account/email/confirm', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['token']);
  });

  it('refuses another player’s link to a logged-in player, and the link still works for its owner', async () => {
    const { client, id, token } = await newPlayer();
    const demo = await loginAs(t.app, 'demo');
    const res = await confirm(demo, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual([EMAIL_OTHER_ACCOUNT_TEXT]);
    expect((await userRow(id)).EmailVerifiedAt).toBeNull();
    expect((await confirm(client, token)).statusCode).toBe(200);
  });

  it('resends a link on request (the older one stops working), and not once verified', async () => {
    const { client, fields, token } = await newPlayer();
    const before = t.app.mailer.sent.length;
    const res = await client.post('/api/user/account/email/resend');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: VERIFY_SENT_TEXT });
    const [mail] = await mailsTo(fields.email, before);
    const fresh = tokenIn(mail.text)!;
    expect(fresh).not.toBe(token);
    expect((await confirm(client, token)).statusCode).toBe(400);
    expect((await confirm(client, fresh)).statusCode).toBe(200);
    const after = t.app.mailer.sent.length;
    const done = await client.post('/api/user/account/email/resend');
    expect(done.json()).toEqual({ message: ALREADY_VERIFIED_TEXT });
    expect(await mailsTo(fields.email, after)).toHaveLength(0);
    expect((await (await visitor(t.app)).post('/api/user/account/email/resend')).statusCode).toBe(401);
    expect((await client.post('/api/user/account/email/resend', {}, { csrf: false })).statusCode).toBe(403);
  });

  it('counts the seeded demo accounts as verified', async () => {
    const demo = await loginAs(t.app, 'demo');
    expect((await demo.get('/api/user/account')).json()).toMatchObject({ EmailVerified: true, PendingEmail: null });
  });
});

describe('password recovery and verification', () => {
  const askForReset = async (email: string) => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/recovery/send', { email, challenge: await solvedChallenge(client) });
    await t.app.mailer.flush();
    return res;
  };

  it('mails only a verified address, with the same answer either way', async () => {
    const { client, fields, token } = await newPlayer();
    const before = t.app.mailer.sent.length;
    const unverified = await askForReset(fields.email);
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json()).toEqual({ message: RECOVERY_SENT_TEXT });
    expect(await mailsTo(fields.email, before)).toHaveLength(0);
    expect((await confirm(client, token)).statusCode).toBe(200);
    const verified = await askForReset(fields.email);
    expect(verified.json()).toEqual(unverified.json());
    const mails = await mailsTo(fields.email, before);
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Guildhall password']);
  });
});

describe('changing the email address', () => {
  it('keeps the address until the new one confirms, mails both, and logs the change', async () => {
    const { client, id, fields } = await newPlayer();
    const email = `new_${fields.email}`;
    const before = t.app.mailer.sent.length;
    const save = await client.post('/api/user/account/save', { email, country: 'FR', current_password: fields.password });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json().email).toMatchObject({ type: 'info' });
    expect(save.json().email.message).toContain(email);
    expect((await userRow(id)).Email).toBe(fields.email);
    expect((await client.get('/api/user/account')).json()).toMatchObject({ Email: fields.email, PendingEmail: email });

    const [confirmation] = await mailsTo(email, before);
    expect(confirmation.subject).toBe('Confirm your new Guildhall email address');
    const [notice] = await mailsTo(fields.email, before);
    expect(notice.subject).toBe('Your Guildhall email address is changing');
    expect(notice.text).toContain(email);
    expect(tokenIn(notice.text)).toBeUndefined();

    const token = tokenIn(confirmation.text)!;
    const res = await confirm(client, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ purpose: 'change', Email: email });
    expect((await client.get('/api/user/account')).json()).toMatchObject({ Email: email, EmailVerified: true, PendingEmail: null });
    expect((await confirm(client, token)).statusCode).toBe(400);

    const log = (await client.get('/api/user/account/activity?draw=1&start=0&length=50')).json<DataTablesAnswer<ActivityRow>>();
    expect(log.data.filter((a) => a.Kind === 'email_changed')).toHaveLength(1);
    // The new address logs in and gets recovery mails; the old one no longer does.
    const login = await (await visitor(t.app)).post('/api/user/login', { username: email, password: fields.password });
    expect(login.statusCode).toBe(200);
  });

  it('refuses the link when another account took the address meanwhile, and nothing changes', async () => {
    const { client, id, fields } = await newPlayer();
    const email = `taken_${fields.email}`;
    const before = t.app.mailer.sent.length;
    await client.post('/api/user/account/save', { email, country: 'FR', current_password: fields.password });
    const [confirmation] = await mailsTo(email, before);
    const rival = await visitor(t.app);
    const registered = await rival.post('/api/user/register', {
      ...newPlayerFields({ email }),
      challenge: await solvedChallenge(rival),
    });
    expect(registered.statusCode).toBe(201);
    const res = await confirm(client, tokenIn(confirmation.text)!);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([EMAIL_TAKEN_TEXT]);
    expect((await userRow(id)).Email).toBe(fields.email);
  });

  it('a new request replaces the pending one; a verification link of the old address stops working', async () => {
    const { client, id, fields, token: verifyToken } = await newPlayer();
    const before = t.app.mailer.sent.length;
    await client.post('/api/user/account/save', { email: `a_${fields.email}`, country: 'FR', current_password: fields.password });
    await client.post('/api/user/account/save', { email: `b_${fields.email}`, country: 'FR', current_password: fields.password });
    const [first] = await mailsTo(`a_${fields.email}`, before);
    const [second] = await mailsTo(`b_${fields.email}`, before);
    expect((await client.get('/api/user/account')).json().PendingEmail).toBe(`b_${fields.email}`);
    expect((await confirm(client, tokenIn(first.text)!)).statusCode).toBe(400);
    expect((await confirm(client, tokenIn(second.text)!)).statusCode).toBe(200);
    expect((await userRow(id)).Email).toBe(`b_${fields.email}`);
    expect((await confirm(client, verifyToken)).statusCode).toBe(400);
  });

  it('still needs the current password and refuses an address already taken', async () => {
    const { client, fields } = await newPlayer();
    const missing = await client.post('/api/user/account/save', { email: `x_${fields.email}`, country: 'FR' });
    expect(missing.statusCode).toBe(422);
    const taken = await client.post('/api/user/account/save', { email: 'demo@guildhall.local', country: 'FR', current_password: fields.password });
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await client.get('/api/user/account')).json().PendingEmail).toBeNull();
  });
});

// Last: it spends this address's budget of mails.
describe('resending the verification mail', () => {
  it('is rate-limited like the other mails (RATE_LIMIT_MAX per window)', async () => {
    const { client } = await newPlayer();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/api/user/account/email/resend')).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(statuses.indexOf(429)).toBeGreaterThan(statuses.lastIndexOf(200));
  });
});
