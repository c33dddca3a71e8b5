import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { multipart, newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { users } from '../../../db/schema/index';
import { avatarUploadPath } from '../../../lib/storage-paths';
import { WRONG_PASSWORD_TEXT } from './account-routes';

// The account form: details, save (email, country, password, avatar upload), default avatar (docs/product-rules.md#http-contract).

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gh-account-'));
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A new player, registered through the route, logged in. */
async function newPlayer(): Promise<{ client: TestClient; id: number; fields: ReturnType<typeof newPlayerFields> }> {
  const client = await visitor(t.app);
  const fields = newPlayerFields();
  const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
  if (res.statusCode !== 201) throw new Error(res.body);
  await client.refresh();
  return { client, id: res.json().id, fields };
}

const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/user/account', () => {
  it('answers 401 to a visitor', async () => {
    const res = await (await visitor(t.app)).get('/api/user/account');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toHaveLength(1);
  });

  it('answers the details the form edits', async () => {
    const { client, id, fields } = await newPlayer();
    const res = await client.get('/api/user/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, Username: fields.username, Email: fields.email, CountryCode: 'FR', hasUploadedAvatar: false, linkedProviders: [] });
    expect(res.json()).not.toHaveProperty('ProviderID');
    // Registered just now: the welcome modal tells new players from existing ones by this date.
    expect(Date.now() - Date.parse(res.json().DateCreated)).toBeLessThan(60_000);
  });
});

describe('POST /api/user/account/save', () => {
  it('saves the country and answers a map of notices', async () => {
    const { client, id, fields } = await newPlayer();
    const res = await client.post('/api/user/account/save', { email: fields.email, country: 'BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ account: { type: 'success', message: 'Your account details have been saved.' } });
    expect((await userRow(id)).CountryCode).toBe('BR');
    const same = await client.post('/api/user/account/save', { email: fields.email, country: 'BR' });
    expect(same.json().account.type).toBe('info');
  });

  it('changes the email only with the right current password, and never to a taken one', async () => {
    const { client, id, fields } = await newPlayer();
    const email = `new_${fields.email}`;
    const missing = await client.post('/api/user/account/save', { email, country: 'FR' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['current_password']);
    const wrong = await client.post('/api/user/account/save', { email, country: 'FR', current_password: 'nope nope nope' });
    expect(wrong.json().errors).toEqual({ current_password: [WRONG_PASSWORD_TEXT] });
    const taken = await client.post('/api/user/account/save', { email: 'demo@guildhall.local', country: 'FR', current_password: fields.password });
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await userRow(id)).Email).toBe(fields.email);
    const ok = await client.post('/api/user/account/save', { email, country: 'FR', current_password: fields.password });
    expect(ok.statusCode).toBe(200);
    // The new address is stored once its mailed link is opened (email.test.ts).
    expect((await userRow(id)).Email).toBe(fields.email);
    expect((await client.get('/api/user/account')).json().PendingEmail).toBe(email);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { client, fields } = await newPlayer();
    const other = await loginAs(t.app, fields.username, fields.password);
    const res = await client.post('/api/user/account/save', {
      email: fields.email,
      country: 'FR',
      current_password: fields.password,
      password: 'the new password',
      password_confirmation: 'the new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().password.type).toBe('success');
    expect((await client.refresh()).userId).toBeDefined();
    expect((await other.refresh()).userId).toBeUndefined();
    await loginAs(t.app, fields.username, 'the new password');
  });

  it('stores an uploaded avatar as a 256 px PNG, bumps ProfileVersion and drops the external picture', async () => {
    const { client, id, fields } = await newPlayer();
    await t.app.db.update(users).set({ ProviderID: 'ext-1', ProviderName: 'discord' }).where(eq(users.id, id));
    const before = await userRow(id);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const body = await multipart({ email: fields.email, country: 'FR' }, { avatar: { data: jpeg, filename: 'me.jpg', type: 'image/jpeg' } });
    const res = await client.inject({ method: 'POST', url: '/api/user/account/save', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toEqual({ type: 'success', message: 'Your new avatar has been uploaded.' });
    const file = avatarUploadPath(dataDir, id);
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
    const after = await userRow(id);
    expect(after.ProfileVersion).toBe(before.ProfileVersion + 1);
    expect(after.ProviderID).toBeNull();
    expect((await client.get('/api/user/account')).json().hasUploadedAvatar).toBe(true);
  });

  it('refuses a file that is not an image whatever its name and type say, and changes nothing', async () => {
    const { client, id, fields } = await newPlayer();
    const body = await multipart(
      { email: fields.email, country: 'DE' },
      { avatar: { data: Buffer.from('<svg onload="alert(1)"></svg>'), filename: 'evil.png', type: 'image/png' } },
    );
    const res = await client.inject({ method: 'POST', url: '/api/user/account/save', ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG, WebP or GIF image.'] });
    expect((await userRow(id)).CountryCode).toBe('FR');
    expect(existsSync(avatarUploadPath(dataDir, id))).toBe(false);
  });

  it('refuses visitors and calls without the CSRF token', async () => {
    expect((await (await visitor(t.app)).post('/api/user/account/save', { email: 'a@b.cd', country: 'FR' })).statusCode).toBe(401);
    const { client, fields } = await newPlayer();
    expect((await client.post('/api/user/account/save', { email: fields.email, country: 'FR' }, { csrf: false })).statusCode).toBe(403);
  });

  it('reports invalid fields in the errors map', async () => {
    const { client } = await newPlayer();
    const res = await client.post('/api/user/account/save', { email: 'nope', country: 'ZZ', password: 'short', password_confirmation: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field must be a valid address, like name@example.com.'],
      country: ['The selected country is invalid.'],
      password: ['The password field must be at least 8 characters.'],
    });
    // A new password's confirmation and the current password are judged once every field passes its own rule.
    const other = await client.post('/api/user/account/save', { email: 'a@example.test', country: 'FR', password: 'long enough', password_confirmation: 'x' });
    expect(other.json().errors).toEqual({ password_confirmation: ['The password confirmation field must match the password.'] });
    const bare = await client.post('/api/user/account/save', {
      email: 'a@example.test',
      country: 'FR',
      password: 'long enough',
      password_confirmation: 'long enough',
    });
    expect(Object.keys(bare.json().errors)).toEqual(['current_password']);
  });
});

describe('GET /api/user/account/avatar/default', () => {
  it('needs the CSRF token although it is a GET', async () => {
    const { client } = await newPlayer();
    const res = await client.inject({ method: 'GET', url: '/api/user/account/avatar/default', csrf: false });
    expect(res.statusCode).toBe(403);
  });

  it('removes the uploaded picture and the external one, and bumps ProfileVersion', async () => {
    const { client, id, fields } = await newPlayer();
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2980b9' } })
      .png()
      .toBuffer();
    const body = await multipart({ email: fields.email, country: 'FR' }, { avatar: { data: png, filename: 'a.png', type: 'image/png' } });
    expect((await client.inject({ method: 'POST', url: '/api/user/account/save', ...body })).statusCode).toBe(200);
    await t.app.db.update(users).set({ ProviderID: 'ext-2' }).where(eq(users.id, id));
    const before = await userRow(id);
    const res = await client.get('/api/user/account/avatar/default');
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar.type).toBe('success');
    const after = await userRow(id);
    expect(after.ProfileVersion).toBe(before.ProfileVersion + 1);
    expect(after.ProviderID).toBeNull();
    expect(existsSync(avatarUploadPath(dataDir, id))).toBe(false);
  });
});
