import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { sessions, users } from '../../../db/schema/index';
import { SESSION_COOKIE } from '../../../plugins/session';
import { BAD_CREDENTIALS_TEXT } from './session-routes';

// Log in, log out and register through the real routes (docs/product-rules.md#http-contract).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 20, config: { ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => t.close());

const sessionCount = async (userId: number) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.UserID, userId))
  )[0].n;

describe('POST /api/user/login', () => {
  it('logs in with the username and starts a session the bootstrap knows', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/login', { username: 'demo', password: 'guildhall-demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 1, Username: 'demo' });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.httpOnly).toBe(true);
    const bootstrap = await client.refresh();
    expect(bootstrap.userId).toBe(1);
  });

  it('accepts the email address in any letter case', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/login', { username: 'DEMO2@guildhall.LOCAL', password: 'guildhall-demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Username).toBe('demo2');
  });

  it('rotates the session: the id the browser had before is dead after login', async () => {
    const client = await loginAs(t.app, 'demo');
    const before = client.cookie(SESSION_COOKIE)!;
    const res = await client.post('/api/user/login', { username: 'demo', password: 'guildhall-demo' });
    expect(res.statusCode).toBe(200);
    const after = client.cookie(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const stale = new TestClient(t.app);
    stale.setCookie(SESSION_COOKIE, before);
    expect((await stale.refresh()).userId).toBeUndefined();
  });

  it('answers the same text for a wrong password and an unknown name (no enumeration)', async () => {
    const client = await visitor(t.app);
    const wrong = await client.post('/api/user/login', { username: 'demo', password: 'not-the-password' });
    const unknown = await client.post('/api/user/login', { username: 'nobody_here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: { username: [BAD_CREDENTIALS_TEXT] }, code: 'invalid_fields' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps a password made of digits as text', async () => {
    const client = await visitor(t.app);
    const fields = newPlayerFields({ password: '00012345', password_confirmation: '00012345' });
    const reg = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
    expect(reg.statusCode).toBe(201);
    const again = await visitor(t.app);
    expect((await again.post('/api/user/login', { username: fields.username, password: '12345' })).statusCode).toBe(422);
    expect((await again.post('/api/user/login', { username: fields.username, password: '00012345' })).statusCode).toBe(200);
  });

  it('answers 422 with the errors map for empty fields', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses a call without the CSRF token, and one from another origin', async () => {
    const client = await visitor(t.app);
    const noToken = await client.post('/api/user/login', { username: 'demo', password: 'guildhall-demo' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().messages).toHaveLength(1);
    const foreign = await client.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: 'username=demo&password=guildhall-demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/user/logout', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const client = await loginAs(t.app, 'demo2');
    const cookie = client.cookie(SESSION_COOKIE)!;
    const res = await client.post('/api/user/logout');
    expect(res.statusCode).toBe(200);
    expect((await client.refresh()).userId).toBeUndefined();
    const replay = new TestClient(t.app);
    replay.setCookie(SESSION_COOKIE, cookie);
    expect((await replay.refresh()).userId).toBeUndefined();
  });

  it('needs the CSRF token (a foreign page cannot log a player out)', async () => {
    const client = await loginAs(t.app, 'demo2');
    expect((await client.post('/api/user/logout', {}, { csrf: false })).statusCode).toBe(403);
    expect((await client.refresh()).userId).toBe(2);
  });
});

describe('POST /api/user/register', () => {
  it('creates the player with an argon2id hash and logs them in', async () => {
    const client = await visitor(t.app);
    const fields = newPlayerFields({ country: 'JP' });
    const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(201);
    const { id, Username } = res.json();
    expect(Username).toBe(fields.username);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row.PasswordHash).toMatch(/^\$argon2id\$/);
    expect(row.Email).toBe(fields.email);
    expect(row.CountryCode).toBe('JP');
    expect((await client.refresh()).userId).toBe(id);
    expect(await sessionCount(id)).toBe(1);
  });

  it('refuses a taken username in any letter case, and a taken email', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/register', {
      ...newPlayerFields({ username: 'DEMO', email: 'Demo@Guildhall.local' }),
      challenge: await solvedChallenge(client),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ['The username has already been taken.'],
      email: ['The email has already been taken.'],
    });
  });

  it('reports every invalid field with its name in spaced lower case', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/register', {
      username: 'a',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      country: 'QQ',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.username).toEqual(['The username field must be at least 3 characters.']);
    expect(errors.email).toEqual(['The email field must be a valid address, like name@example.com.']);
    expect(errors.password).toEqual(['The password field must be at least 8 characters.']);
    expect(errors.country).toEqual(['The selected country is invalid.']);
    expect(errors.challenge).toEqual(['Please complete the challenge field.']);
    // The confirmation is compared once every field passes its own rule.
    const other = await client.post('/api/user/register', { ...newPlayerFields(), password_confirmation: 'other password', challenge: 'x' });
    expect(other.json().errors).toEqual({ password_confirmation: ['The password confirmation field must match the password.'] });
    const odd = await client.post('/api/user/register', { ...newPlayerFields(), username: '  bad name!  ', email: ' ', country: '' });
    expect(odd.json().errors).toEqual({
      username: ['The username field may only contain letters, numbers and underscores.'],
      email: ['The email field is required.'],
      country: ['The country field is required.'],
      challenge: ['Please complete the challenge field.'],
    });
  });

  it('refuses a missing, a forged and a replayed challenge', async () => {
    const client = await visitor(t.app);
    const missing = await client.post('/api/user/register', newPlayerFields());
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['challenge']);

    const forged = await client.post('/api/user/register', { ...newPlayerFields(), challenge: Buffer.from('{"x":1}').toString('base64') });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.challenge).toHaveLength(1);

    const challenge = await solvedChallenge(client);
    const first = await client.post('/api/user/register', { ...newPlayerFields(), challenge });
    expect(first.statusCode).toBe(201);
    const other = await visitor(t.app);
    const replay = await other.post('/api/user/register', { ...newPlayerFields(), challenge });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.challenge[0]).toMatch(/already used/);
  });
});
