import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { solvedChallenge } from '../../../../test/account-helpers';
import { recoveryTokens } from '../../../db/schema/index';
import { RECOVERY_BAD_TOKEN_TEXT, RECOVERY_SENT_TEXT } from './recovery-routes';

// Password recovery: one answer for every address, a mailed single-use hashed expiring token,
// and every session ended by the reset (docs/product-rules.md#http-contract, docs/product-rules.md#error-messages).

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-recovery-'));
  outbox = path.join(dataDir, 'outbox');
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', DATA_DIR: dataDir, PUBLIC_URL: 'https://guildhall.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(path.dirname(outbox), { recursive: true, force: true });
});

const tokenFromMail = (text: string) => /https:\/\/guildhall\.example\/recovery\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

async function askForReset(email: string) {
  const client = await visitor(t.app);
  const res = await client.post('/api/user/recovery/send', { email, challenge: await solvedChallenge(client) });
  await t.app.mailer.flush();
  return res;
}

describe('POST /api/user/recovery/send', () => {
  it('mails a reset link to a registered address and writes it to the outbox', async () => {
    const before = t.app.mailer.sent.length;
    const res = await askForReset('DEMO@guildhall.local');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECOVERY_SENT_TEXT });
    const mail = t.app.mailer.sent.at(-1)!;
    expect(t.app.mailer.sent.length).toBe(before + 1);
    expect(mail.to).toBe('demo@guildhall.local');
    const token = tokenFromMail(mail.text);
    expect(token).toBeTruthy();
    // Only the hash is stored.
    const rows = await t.app.db.select().from(recoveryTokens).where(eq(recoveryTokens.UserID, 1));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token!);
    expect(rows[0].ExpiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBeGreaterThan(0);
    const eml = readFileSync(path.join(outbox, files.sort().at(-1)!), 'utf8');
    expect(eml).toContain('To: demo@guildhall.local');
    expect(eml).toContain('Subject: Reset your Guildhall password');
  });

  it('answers exactly the same for an unknown address, and mails nothing', async () => {
    const before = t.app.mailer.sent.length;
    const res = await askForReset('nobody@nowhere.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RECOVERY_SENT_TEXT });
    expect(t.app.mailer.sent.length).toBe(before);
  });

  it('needs the human check', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/recovery/send', { email: 'demo@guildhall.local' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['challenge']);
  });

  it('needs the CSRF token', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/recovery/send', { email: 'demo@guildhall.local', challenge: 'x' }, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/user/recovery/reset', () => {
  it('sets the new password once, ends every session, and the link then stops working', async () => {
    const session = await loginAs(t.app, 'demo2');
    await askForReset('demo2@guildhall.local');
    const token = tokenFromMail(t.app.mailer.sent.at(-1)!.text)!;
    const client = await visitor(t.app);
    const res = await client.post('/api/user/recovery/reset', { token, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect((await session.refresh()).userId).toBeUndefined();
    expect((await client.post('/api/user/login', { username: 'demo2', password: 'guildhall-demo' })).statusCode).toBe(422);
    expect((await client.post('/api/user/login', { username: 'demo2', password: 'a brand new secret' })).statusCode).toBe(200);

    const again = await visitor(t.app);
    const replay = await again.post('/api/user/recovery/reset', { token, password: 'yet another secret', password_confirmation: 'yet another secret' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ messages: [RECOVERY_BAD_TOKEN_TEXT], code: 'bad_request' });
  });

  it('refuses an unknown token and an expired one', async () => {
    const client = await visitor(t.app);
    const bad = await client.post('/api/user/recovery/reset', { token: 'not-a-real-token', password: 'whatever123', password_confirmation: 'whatever123' });
    expect(bad.statusCode).toBe(400);

    await askForReset('vip@guildhall.local');
    const token = tokenFromMail(t.app.mailer.sent.at(-1)!.text)!;
    await t.app.db
      .update(recoveryTokens)
      .set({ ExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(recoveryTokens.UserID, 3));
    const expired = await client.post('/api/user/recovery/reset', { token, password: 'whatever123', password_confirmation: 'whatever123' });
    expect(expired.statusCode).toBe(400);
    expect((await client.post('/api/user/login', { username: 'vipdemo', password: 'guildhall-demo' })).statusCode).toBe(200);
  });

  it('only the latest mailed link works', async () => {
    await askForReset('staff@guildhall.local');
    const first = tokenFromMail(t.app.mailer.sent.at(-1)!.text)!;
    await askForReset('staff@guildhall.local');
    const second = tokenFromMail(t.app.mailer.sent.at(-1)!.text)!;
    const client = await visitor(t.app);
    const fields = { password: 'staff new pass', password_confirmation: 'staff new pass' };
    expect((await client.post('/api/user/recovery/reset', { token: first, ...fields })).statusCode).toBe(400);
    expect((await client.post('/api/user/recovery/reset', { token: second, ...fields })).statusCode).toBe(200);
  });

  it('validates the new password and its confirmation', async () => {
    const client = await visitor(t.app);
    const short = await client.post('/api/user/recovery/reset', { token: 'abc', password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    const other = await client.post('/api/user/recovery/reset', { token: 'abc', password: 'long enough', password_confirmation: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ password_confirmation: ['The password confirmation field must match the password.'] });
  });
});
