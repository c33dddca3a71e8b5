import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { TwoFactorSetupAnswer } from '@contract/types/security';
import { createTestApp, loginAs, TestClient, type TestApp } from '../../../../test/test-app';
import { users, webauthnChallenges } from '../../../db/schema/index';
import { deleteExpired } from '../../../jobs/housekeeping';
import { TWO_FACTOR_TICKET_COOKIE } from '../../../domain/account/security/two-factor';

// The second factor is a property of each session (the staff rule), the code step's ticket opens
// one session, and passkey challenges do not pile up.

let t: TestApp;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { STAFF_TWO_FACTOR: 'required', PUBLIC_URL: 'http://localhost:8899' } });
});
afterAll(() => t.close());

async function turnOn(client: TestClient) {
  const setup: TwoFactorSetupAnswer = (await client.post('/api/user/account/two-factor/setup', { password: 'guildhall-demo' })).json();
  const res = await client.post('/api/user/account/two-factor/enable', { code: await generate({ secret: setup.secret }) });
  expect(res.statusCode, res.body).toBe(200);
  return { secret: setup.secret, backupCodes: res.json().backupCodes as string[] };
}

async function passwordStep(username: string) {
  const client = new TestClient(t.app);
  await client.refresh();
  const res = await client.post('/api/user/login', { username, password: 'guildhall-demo' });
  expect(res.json()).toMatchObject({ twoFactor: 'required' });
  return client;
}

describe('the staff rule asks each session for the second factor', () => {
  it('a password-only session opened before two-factor was turned on stays shut out of the dashboard', async () => {
    const earlier = await loginAs(t.app, 'staffdemo');
    const owner = await loginAs(t.app, 'staffdemo');
    const { secret } = await turnOn(owner);
    // The session that showed the new code opens it; the older password-only one does not.
    expect((await owner.get('/api/dashboard/news')).statusCode).toBe(200);
    const shut = await earlier.get('/api/dashboard/news');
    expect(shut.statusCode).toBe(403);
    expect(shut.json().messages[0]).toMatch(/two-factor/);
    // A sign-in through the code step opens it.
    const later = await passwordStep('staffdemo');
    const res = await later.post('/api/user/login/two-factor', { code: await generate({ secret, epoch: now() + 30 }) });
    expect(res.statusCode, res.body).toBe(200);
    await later.refresh();
    expect((await later.get('/api/dashboard/news')).statusCode).toBe(200);
  });
});

describe('the two-factor ticket', () => {
  it('opens one session: a copy of it is refused after the code step, even with another right code', async () => {
    const owner = await loginAs(t.app, 'vipdemo');
    const { secret, backupCodes } = await turnOn(owner);
    const browser = await passwordStep('vipdemo');
    const ticket = browser.cookie(TWO_FACTOR_TICKET_COOKIE)!;
    expect((await browser.post('/api/user/login/two-factor', { code: await generate({ secret, epoch: now() + 30 }) })).statusCode).toBe(200);

    const thief = new TestClient(t.app);
    await thief.refresh();
    thief.setCookie(TWO_FACTOR_TICKET_COOKIE, ticket);
    const replay = await thief.post('/api/user/login/two-factor', { code: backupCodes[0] });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code[0]).toMatch(/took too long/);
    expect(thief.hasCookie('gh_session')).toBe(false);
  });
});

describe('passkey challenges', () => {
  it('one registration challenge per account at a time', async () => {
    const owner = await loginAs(t.app, 'demo');
    const [{ id: ownerId }] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.Username, 'demo'));
    for (let i = 0; i < 5; i++) expect((await owner.post('/api/user/account/passkeys/options', { password: 'guildhall-demo' })).statusCode).toBe(200);
    const mine = await t.database.db
      .select({ c: webauthnChallenges.Challenge })
      .from(webauthnChallenges)
      .where(and(eq(webauthnChallenges.UserID, ownerId), eq(webauthnChallenges.Purpose, 'register')));
    expect(mine).toHaveLength(1);
  });

  it('expired ones are purged by the housekeeping job', async () => {
    await t.database.db
      .insert(webauthnChallenges)
      .values({ Challenge: 'expired-challenge-of-a-visitor', Purpose: 'sign_in', ExpiresAt: new Date(Date.now() - 1000) });
    await deleteExpired(t.app.db, t.config.RATE_LIMIT_WINDOW_SECONDS);
    expect(await t.database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.Challenge, 'expired-challenge-of-a-visitor'))).toEqual([]);
  });
});
