import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { TwoFactorSetupAnswer } from '@contract/types/security';
import { splitOnFieldName } from '@contract/rules/field-label';
import { TWO_FACTOR_CODE_TEXT } from '@contract/values/security';
import { createTestApp, loginAs, TestClient, visitor, type TestApp } from '../../../../test/test-app';
import { solvedChallenge } from '../../../../test/account-helpers';

// TOTP two-factor sign-in. Codes are computed here as an authenticator app does.

let t: TestApp;
const PASSWORD = 'guildhall-demo';
const now = () => Math.floor(Date.now() / 1000);
/** The app's code `steps` periods from now (one period ahead is inside the accepted window). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: now() + steps * 30 });

async function passwordStep(username: string, password = PASSWORD) {
  const client = new TestClient(t.app);
  await client.refresh();
  const res = await client.post('/api/user/login', { username, password });
  return { client, res };
}

/** Turns two-factor on for `username`; answers the secret and the backup codes. */
async function enable(username: string) {
  const owner = await loginAs(t.app, username);
  const setup: TwoFactorSetupAnswer = (await owner.post('/api/user/account/two-factor/setup', { password: PASSWORD })).json();
  const res = await owner.post('/api/user/account/two-factor/enable', { code: await codeAt(setup.secret) });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, secret: setup.secret, backupCodes: res.json().backupCodes as string[] };
}

beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { STAFF_TWO_FACTOR: 'required', ALTCHA_MAX_NUMBER: '1000', PUBLIC_URL: 'https://guildhall.example' } });
});
afterAll(() => t.close());

describe('the code field', () => {
  it('is required and must be six digits or a backup code; a visitor changing two-factor is told to log in', async () => {
    const client = await visitor(t.app);
    const blank = await client.post('/api/user/login/two-factor', { code: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ code: ['The code field is required.'] });
    const odd = await client.post('/api/user/login/two-factor', { code: '12345' });
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toEqual({ code: [TWO_FACTOR_CODE_TEXT] });
    expect((await client.post('/api/user/account/two-factor/enable', { code: '' })).statusCode).toBe(401);
    expect((await client.post('/api/user/account/two-factor/disable', {})).statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in on', () => {
  it('shows a secret as text and as a QR code, and turns on only with a right first code', async () => {
    const owner = await loginAs(t.app, 'demo');
    expect((await owner.get('/api/user/account/two-factor')).json()).toEqual({ enabled: false, backupCodesLeft: 0, requiredForStaff: false });
    const setup: TwoFactorSetupAnswer = (await owner.post('/api/user/account/two-factor/setup', { password: PASSWORD })).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Guildhall:demo?secret=${setup.secret}&issuer=Guildhall`);
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);

    // Refusal: a wrong code turns nothing on.
    const wrong = await owner.post('/api/user/account/two-factor/enable', {
      code: (Number(await codeAt(setup.secret)) + 1).toString().padStart(6, '0').slice(-6),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    expect((await owner.get('/api/user/account/two-factor')).json().enabled).toBe(false);
    expect((await owner.post('/api/user/account/two-factor/enable', { code: 'abc' })).statusCode).toBe(422);

    const res = await owner.post('/api/user/account/two-factor/enable', { code: await codeAt(setup.secret) });
    expect(res.statusCode).toBe(200);
    const codes: string[] = res.json().backupCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await owner.get('/api/user/account/two-factor')).json()).toMatchObject({ enabled: true, backupCodesLeft: 10 });
    // Stored hashed: the codes are nowhere in the database.
    const rows = await t.database.db.execute('select code_hash from two_factor_backup_codes');
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
    // A second setup is refused while it is on.
    expect((await owner.post('/api/user/account/two-factor/setup', { password: PASSWORD })).statusCode).toBe(409);
  });
});

describe('signing in with two-factor', () => {
  it('asks for a code after the password, and the password alone opens no session', async () => {
    const { secret } = await enable('demo2');
    const { client, res } = await passwordStep('demo2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 2, Username: 'demo2', twoFactor: 'required' });
    expect((await client.get('/api/user/account')).statusCode).toBe(401);

    // Refusal: a wrong code.
    const wrong = await client.post('/api/user/login/two-factor', { code: '000000' === (await codeAt(secret, 1)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect((await client.get('/api/user/account')).statusCode).toBe(401);

    // Refusal: the code that turned it on was taken; the same code again is a replay inside its window.
    const replayed = await client.post('/api/user/login/two-factor', { code: await codeAt(secret) });
    expect(replayed.statusCode).toBe(422);

    const next = await codeAt(secret, 1);
    const ok = await client.post('/api/user/login/two-factor', { code: next });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ id: 2, Username: 'demo2' });
    expect((await client.get('/api/user/account')).statusCode).toBe(200);

    // The same code in another browser, still inside its window: refused.
    const other = await passwordStep('demo2');
    expect((await other.client.post('/api/user/login/two-factor', { code: next })).statusCode).toBe(422);
    expect((await other.client.get('/api/user/account')).statusCode).toBe(401);
  });

  it('takes each backup code once', async () => {
    const { backupCodes } = await enable('vipdemo');
    const first = await passwordStep('vipdemo');
    expect((await first.client.post('/api/user/login/two-factor', { code: backupCodes[0].toUpperCase() })).statusCode).toBe(200);
    expect((await first.client.get('/api/user/account')).statusCode).toBe(200);
    // Refusal: the same backup code again.
    const again = await passwordStep('vipdemo');
    const reused = await again.client.post('/api/user/login/two-factor', { code: backupCodes[0] });
    expect(reused.statusCode).toBe(422);
    // The page swaps every "code" of the refusal for the field's bold label: the message names it once.
    const [refusal] = reused.json().errors.code;
    expect(splitOnFieldName(refusal, 'code').filter((part) => part.isField)).toHaveLength(1);
    expect((await again.client.get('/api/user/account')).statusCode).toBe(401);
    expect((await again.client.post('/api/user/login/two-factor', { code: backupCodes[1] })).statusCode).toBe(200);
    expect((await again.client.get('/api/user/account/two-factor')).json().backupCodesLeft).toBe(8);
  });

  it('needs the password step first: a code alone is refused', async () => {
    const stranger = await visitor(t.app);
    const res = await stranger.post('/api/user/login/two-factor', { code: '123456' });
    expect(res.statusCode).toBe(422);
    expect((await stranger.get('/api/user/account')).statusCode).toBe(401);
  });

  it('is rate-limited like passwords', async () => {
    const { client } = await passwordStep('demo');
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await client.post('/api/user/login/two-factor', { code: '000001' })).statusCode;
    expect(last).toBe(429);
  });

  it('is never bypassed by password recovery', async () => {
    const client = await visitor(t.app);
    await client.post('/api/user/recovery/send', { email: 'demo2@guildhall.local', challenge: await solvedChallenge(client) });
    await t.app.mailer.flush();
    const token = /\/recovery\/reset\/([A-Za-z0-9_-]+)/.exec(t.app.mailer.sent.filter((m) => m.to === 'demo2@guildhall.local').at(-1)!.text)![1];
    const reset = await client.post('/api/user/recovery/reset', { token, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect((await client.get('/api/user/account')).statusCode).toBe(401);
    const { res } = await passwordStep('demo2', 'a brand new secret');
    expect(res.json().twoFactor).toBe('required');
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code', async () => {
    const { owner, backupCodes } = await enable('staffdemo');
    expect((await owner.post('/api/user/account/two-factor/disable', { password: 'wrong password', code: backupCodes[0] })).statusCode).toBe(422);
    const noCode = await owner.post('/api/user/account/two-factor/disable', { password: PASSWORD, code: '000000' });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.code).toBeDefined();
    expect((await owner.get('/api/user/account/two-factor')).json().enabled).toBe(true);
    const ok = await owner.post('/api/user/account/two-factor/disable', { password: PASSWORD, code: backupCodes[2] });
    expect(ok.statusCode).toBe(200);
    expect((await owner.get('/api/user/account/two-factor')).json().enabled).toBe(false);
    const { res } = await passwordStep('staffdemo');
    expect(res.json()).toEqual({ id: 4, Username: 'staffdemo' });
  });
});

describe('staff and the dashboard', () => {
  it('keeps the dashboard shut for staff without two-factor, and opens it once it is on', async () => {
    const staff = await loginAs(t.app, 'staffdemo');
    expect((await staff.get('/api/user/account/two-factor')).json().requiredForStaff).toBe(true);
    const shut = await staff.get('/api/dashboard/news');
    expect(shut.statusCode).toBe(403);
    expect(shut.json().messages[0]).toMatch(/two-factor/);
    const setup: TwoFactorSetupAnswer = (await staff.post('/api/user/account/two-factor/setup', { password: PASSWORD })).json();
    // The codes of the previous test's periods were taken: one period ahead is new for this secret.
    expect((await staff.post('/api/user/account/two-factor/enable', { code: await codeAt(setup.secret) })).statusCode).toBe(200);
    expect((await staff.get('/api/dashboard/news')).statusCode).toBe(200);
  });
});
