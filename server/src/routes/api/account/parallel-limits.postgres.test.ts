import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { PasskeySignInOptions, TwoFactorSetupAnswer } from '@contract/types/security';
import { clientFor, createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';
import { SoftPasskey } from '../../../../test/passkey-authenticator';
import { accountActivity, users, webauthnChallenges } from '../../../db/schema/index';
import { hashPassword } from '../../../lib/passwords';

// Every counted sign-in attempt holds its limit under a parallel burst on PostgreSQL: the attempt is
// reserved by one atomic upsert before the password or code is checked, so of 50 or more attempts
// sent at once exactly the limit is evaluated (answered 422 and, for an account, written to its
// activity log) and the rest are refused with 429 before any check. RATE_LIMIT_MAX=5 here: 5 per
// account, 50 per address.

const ORIGIN = 'http://localhost:8899';
const MAX = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ players: 30, config: { RATE_LIMIT_MAX: String(MAX), PUBLIC_URL: ORIGIN } });
});
afterAll(() => t.close());

/** A POST from the browser `client` at the address `ip`. */
const postFrom = (client: TestClient, ip: string, url: string, fields: Record<string, string>) =>
  client.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** How many answers had each status. */
const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }), {});

/** Failed sign-ins the account's activity log shows (lines written after the answer are waited for). */
async function failedSignIns(userId: number, detail: string) {
  await t.app.mailer.flush();
  const rows = await t.database.db
    .select({ id: accountActivity.id })
    .from(accountActivity)
    .where(and(eq(accountActivity.UserID, userId), eq(accountActivity.Kind, 'sign_in_failed'), like(accountActivity.Detail, `%${detail}%`)));
  return rows.length;
}

const burst = <T>(n: number, send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));

describe('password sign-in under a parallel burst', () => {
  it('per account: of 50 wrong passwords at once exactly 5 are checked, and the right password sent inside a later burst is refused', async () => {
    const attacker = await visitor(t.app);
    const answers = await burst(50, () => postFrom(attacker, '10.20.0.1', '/api/user/login', { username: 'demo', password: 'wrong password' }));
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
    expect(await failedSignIns(1, 'wrong password')).toBe(MAX);

    const again = await burst(50, (i) =>
      postFrom(attacker, '10.20.0.2', '/api/user/login', { username: 'demo', password: i === 25 ? 'guildhall-demo' : 'wrong password' }),
    );
    expect(statuses(again)).toEqual({ 429: 50 });
    expect(again[25].cookies.some((c) => c.name === 'gh_session')).toBe(false);
    expect(await failedSignIns(1, 'wrong password')).toBe(MAX);
  });

  it('per address: of 60 failures at once on 60 names exactly 50 are checked', async () => {
    const sprayer = await visitor(t.app);
    const answers = await burst(60, (i) => postFrom(sprayer, '10.21.0.1', '/api/user/login', { username: `nobody-${i}`, password: 'wrong password' }));
    expect(statuses(answers)).toEqual({ 422: MAX * 10, 429: 60 - MAX * 10 });
  });

  it("the owner's known device: its own limit per account, exactly 5 of 50 at once", async () => {
    const owner = await loginAs(t.app, 'demo2');
    const answers = await burst(50, () => postFrom(owner, '10.22.0.1', '/api/user/login', { username: 'demo2', password: 'wrong password' }));
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
    expect(await failedSignIns(2, 'wrong password')).toBe(MAX);
  });
});

describe('two-factor codes under a parallel burst', () => {
  async function withTwoFactor(username: string) {
    const owner = await loginAs(t.app, username);
    const setup: TwoFactorSetupAnswer = (await owner.post('/api/user/account/two-factor/setup', { password: 'guildhall-demo' })).json();
    const res = await owner.post('/api/user/account/two-factor/enable', { code: await generate({ secret: setup.secret }) });
    expect(res.statusCode, res.body).toBe(200);
    return { owner, secret: setup.secret };
  }

  it('the code step: of 50 wrong codes and backup codes at once exactly 5 are checked; the right code afterwards is refused', async () => {
    const { secret } = await withTwoFactor('vipdemo');
    const attacker = await visitor(t.app);
    const step = await postFrom(attacker, '10.23.0.1', '/api/user/login', { username: 'vipdemo', password: 'guildhall-demo' });
    expect(step.json()).toMatchObject({ twoFactor: 'required' });
    const answers = await burst(50, (i) =>
      postFrom(attacker, '10.23.0.1', '/api/user/login/two-factor', { code: i % 2 ? String(100000 + i) : `wrong-cod${String(i).padStart(2, '0')}` }),
    );
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
    expect(await failedSignIns(3, 'two-factor code')).toBe(MAX);
    const right = await postFrom(attacker, '10.23.0.1', '/api/user/login/two-factor', { code: await generate({ secret }) });
    expect(right.statusCode).toBe(429);
  });

  it('turning it on: of 50 wrong first codes at once exactly 5 are checked', async () => {
    // A player of its own (the demo accounts are locked by the bursts above): setting up asks for the password.
    await t.database.db
      .update(users)
      .set({ PasswordHash: await hashPassword('guildhall-demo') })
      .where(eq(users.id, 10));
    const owner = await clientFor(t.app, 10);
    expect((await owner.post('/api/user/account/two-factor/setup', { password: 'guildhall-demo' })).statusCode).toBe(200);
    const answers = await burst(50, (i) => postFrom(owner, '10.24.0.1', '/api/user/account/two-factor/enable', { code: String(200000 + i) }));
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
  });

  it('turning it off: of 50 wrong password-and-code pairs at once exactly 5 are checked', async () => {
    const { owner, secret } = await withTwoFactor('staffdemo');
    const answers = await burst(50, () => postFrom(owner, '10.25.0.1', '/api/user/account/two-factor/disable', { password: 'wrong password', code: '123456' }));
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
    const right = await postFrom(owner, '10.25.0.1', '/api/user/account/two-factor/disable', { password: 'guildhall-demo', code: await generate({ secret }) });
    expect(right.statusCode).toBe(429);
  });
});

describe('other counted attempts under a parallel burst', () => {
  it('passkey sign-in: of 60 answers of an unknown passkey at once exactly 50 are checked per address', async () => {
    const stranger = new SoftPasskey(ORIGIN);
    const browser = await visitor(t.app);
    // Challenges fetched from two other addresses (each address gets a bounded number).
    const options = await burst(60, async (i) => {
      const res = await postFrom(browser, `10.26.1.${i % 2}`, '/api/user/login/passkey/options', {});
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PasskeySignInOptions>();
    });
    const answers = await burst(60, (i) =>
      postFrom(browser, '10.26.0.1', '/api/user/login/passkey', { credential: JSON.stringify(stranger.signIn(options[i])) }),
    );
    expect(statuses(answers)).toEqual({ 422: MAX * 10, 429: 60 - MAX * 10 });
  });

  it('passkey challenges: of 60 asked for at once by one address exactly 50 are stored', async () => {
    const before = (await t.database.db.select({ c: webauthnChallenges.Challenge }).from(webauthnChallenges)).length;
    const browser = await visitor(t.app);
    const answers = await burst(60, () => postFrom(browser, '10.27.0.1', '/api/user/login/passkey/options', {}));
    expect(statuses(answers)).toEqual({ 200: MAX * 10, 429: 60 - MAX * 10 });
    const after = (await t.database.db.select({ c: webauthnChallenges.Challenge }).from(webauthnChallenges)).length;
    expect(after - before).toBe(MAX * 10);
  });

  it('the password asked again to change the email: of 50 wrong at once exactly 5 are checked', async () => {
    const owner = await clientFor(t.app, 11);
    const answers = await burst(50, () =>
      postFrom(owner, '10.28.0.1', '/api/user/account/save', { email: 'elsewhere@example.test', country: 'FR', current_password: 'wrong password' }),
    );
    expect(statuses(answers)).toEqual({ 422: MAX, 429: 50 - MAX });
  });

  it('password reset links: of 50 made-up links at once from one address exactly 5 are checked', async () => {
    const browser = await visitor(t.app);
    const answers = await burst(50, (i) =>
      postFrom(browser, '10.29.0.1', '/api/user/recovery/reset', {
        token: `made-up-token-${String(i).padStart(40, '0')}`,
        password: 'a new password 1',
        password_confirmation: 'a new password 1',
      }),
    );
    expect(statuses(answers)).toEqual({ 400: MAX, 429: 50 - MAX });
  });
});

describe('the cost of a failed sign-in', () => {
  it('for an existing account the answer does not wait on writing its activity line (an unknown name has none to write)', async () => {
    const [player] = await t.database.db.select({ id: users.id, Username: users.Username }).from(users).where(eq(users.id, 12));
    // Another connection holds the activity log: a write to it waits until the lock goes.
    const url = (t.app.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table account_activity in share mode');
      const answer = await postFrom(await visitor(t.app), '10.30.0.1', '/api/user/login', { username: player.Username, password: 'wrong password' });
      expect(answer.statusCode).toBe(422);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    // The line is still written, after the answer.
    expect(await failedSignIns(player.id, 'wrong password')).toBe(1);
  });
});
