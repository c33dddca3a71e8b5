import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clientFor, createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { multipart, newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { CHALLENGE_REQUIRED_TEXT } from '@contract/values/account';
import { PASSWORD_MAX } from '@contract/rules/field-limits';
import {
  bets,
  emailTokens,
  friends,
  inventory,
  items,
  oauthAccounts,
  passkeys,
  sessions,
  twoFactor,
  twoFactorBackupCodes,
  users,
  webauthnChallenges,
} from '../../../db/schema/index';
import { avatarUploadPath } from '../../../lib/storage-paths';
import { ACCOUNT_DELETED_TEXT, WRONG_PASSWORD_TEXT } from './account-routes';

// Account deletion: needs the password and the human check, anonymises the player, removes their
// personal data and ends every session (docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract).

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gh-delete-'));
  // The deletion wait has its own tests (delete-wait.test.ts); here it is off.
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', DATA_DIR: dataDir, DELETE_WAIT_SECONDS: '0' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPlayer() {
  const client = await visitor(t.app);
  const fields = newPlayerFields();
  const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
  await client.refresh();
  return { client, id: res.json().id as number, fields };
}

const count = async (table: typeof sessions | typeof inventory | typeof oauthAccounts, userId: number) =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.UserID, userId))
  )[0].n;

describe('POST /api/user/account/delete', () => {
  it('refuses a visitor', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/user/account/delete', { password: 'x', challenge: 'y' });
    expect(res.statusCode).toBe(401);
  });

  it('needs the human check and the right password, and changes nothing otherwise', async () => {
    const { client, id, fields } = await newPlayer();
    const noChallenge = await client.post('/api/user/account/delete', { password: fields.password });
    expect(noChallenge.statusCode).toBe(422);
    expect(Object.keys(noChallenge.json().errors)).toEqual(['challenge']);
    const blank = await client.post('/api/user/account/delete', { password: '', challenge: '' });
    expect(blank.json().errors).toEqual({ password: ['The password field is required.'], challenge: [CHALLENGE_REQUIRED_TEXT] });
    const long = await client.post('/api/user/account/delete', { password: 'x'.repeat(PASSWORD_MAX + 1), challenge: await solvedChallenge(client) });
    expect(long.json().errors).toEqual({ password: ['The password field must not be greater than 128 characters.'] });
    const wrong = await client.post('/api/user/account/delete', { password: 'not my password', challenge: await solvedChallenge(client) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [WRONG_PASSWORD_TEXT] });
    const noCsrf = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row.DeletedAt).toBeNull();
    expect((await client.refresh()).userId).toBe(id);
  });

  it('anonymises the player, removes personal data and ends every session', async () => {
    const { client, id, fields } = await newPlayer();
    const elsewhere = await loginAs(t.app, fields.username, fields.password);
    // Some personal data to remove: an avatar, an item, a friend, a social link.
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer();
    const body = await multipart({ email: fields.email, country: 'FR' }, { avatar: { data: png, filename: 'a.png', type: 'image/png' } });
    expect((await client.inject({ method: 'POST', url: '/api/user/account/save', ...body })).statusCode).toBe(200);
    const [item] = await t.app.db.select({ id: items.id }).from(items).limit(1);
    await t.app.db.insert(inventory).values({ UserID: id, ItemID: item.id, Quantity: 2 });
    await t.app.db.insert(friends).values([
      { UserID: id, FriendID: 1 },
      { UserID: 1, FriendID: id },
    ]);
    await t.app.db.insert(oauthAccounts).values({ Provider: 'discord', ProviderUserID: `d-${id}`, UserID: id });

    const res = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DELETED_TEXT });

    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row.Username).toBe(`Deleted player #${id}`);
    expect(row.Email).toBeNull();
    expect(row.PasswordHash).toBeNull();
    expect(row.DeletedAt).not.toBeNull();
    expect(await count(sessions, id)).toBe(0);
    expect(await count(inventory, id)).toBe(0);
    expect(await count(oauthAccounts, id)).toBe(0);
    expect((await t.app.db.select().from(friends).where(eq(friends.FriendID, id))).length).toBe(0);
    expect(existsSync(avatarUploadPath(dataDir, id))).toBe(false);

    expect((await client.refresh()).userId).toBeUndefined();
    expect((await elsewhere.refresh()).userId).toBeUndefined();
    const login = await client.post('/api/user/login', { username: fields.username, password: fields.password });
    expect(login.statusCode).toBe(422);
    // The name is free again.
    const again = await visitor(t.app);
    const reg = await again.post('/api/user/register', { ...fields, challenge: await solvedChallenge(again) });
    expect(reg.statusCode).toBe(201);
  });

  it('removes the two-factor secret, the backup codes, the passkeys and the mailed links with their addresses', async () => {
    const { client, id, fields } = await newPlayer();
    // The registration mailed a verification link; a change of address waits for its own link.
    const save = await client.post('/api/user/account/save', { email: `new-${fields.email}`, country: 'FR', current_password: fields.password });
    expect(save.statusCode, save.body).toBe(200);
    await t.app.db.insert(twoFactor).values({ UserID: id, Secret: 'JBSWY3DPEHPK3PXP', EnabledAt: new Date() });
    await t.app.db.insert(twoFactorBackupCodes).values(Array.from({ length: 10 }, (_, i) => ({ UserID: id, CodeHash: `hash-${id}-${i}` })));
    await t.app.db.insert(passkeys).values({ UserID: id, CredentialID: `cred-${id}`, PublicKey: 'pk', Name: 'Phone' });
    await t.app.db
      .insert(webauthnChallenges)
      .values({ Challenge: `challenge-${id}`, Purpose: 'register', UserID: id, ExpiresAt: new Date(Date.now() + 60_000) });
    const tokens = await t.app.db.select({ Email: emailTokens.Email }).from(emailTokens).where(eq(emailTokens.UserID, id));
    expect(tokens.map((r) => r.Email).sort()).toEqual([fields.email, `new-${fields.email}`].sort());

    const res = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    for (const table of [twoFactor, twoFactorBackupCodes, passkeys, webauthnChallenges, emailTokens]) {
      expect(await t.app.db.select().from(table).where(eq(table.UserID, id))).toEqual([]);
    }
  });

  it("cancels the player's open bets, so nobody can join a bet whose creator is gone", async () => {
    const creator = await loginAs(t.app, 'demo2');
    const created = await creator.post('/api/bet/new', { coins: 100 });
    expect(created.statusCode).toBeLessThan(300);
    const [open] = await t.app.db
      .select()
      .from(bets)
      .where(and(eq(bets.UserID, 2), eq(bets.Status, 'open')));
    const res = await creator.post('/api/user/account/delete', { password: 'guildhall-demo', challenge: await solvedChallenge(creator) });
    expect(res.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(bets).where(eq(bets.id, open.id));
    expect(after.Status).toBe('cancelled');
    const joiner = await clientFor(t.app, 1);
    expect((await joiner.post(`/api/bet/join/${open.id}`)).statusCode).not.toBe(200);
  });
});
