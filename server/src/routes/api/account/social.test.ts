import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { oauthAccounts, users } from '../../../db/schema/index';
import { SOCIAL_RESULT } from './social-routes';

// The whole OAuth round trip against a local OAuth server (oauth2-mock-server), never the internet:
// redirect → provider's authorize → callback → token → userinfo → link (SPEC §2, §7; issue 3).

let oauth: OAuth2Server;
let t: TestApp;
/** What the mock's userinfo answers next (Discord's and Google's shapes). */
let userinfo: Record<string, unknown> = {};

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = userinfo;
  });
  t = await createTestApp({
    players: 10,
    config: {
      PUBLIC_URL: 'http://guildhall.test',
      DISCORD_CLIENT_ID: 'discord-client',
      DISCORD_CLIENT_SECRET: 'discord-secret',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_TEST_ISSUER_URL: oauth.issuer.url!,
    },
  });
});
afterAll(async () => {
  await t.close();
  await oauth.stop();
});

/** Plays the browser: our redirect, the provider's page, back to our callback. Answers where we land. */
async function roundTrip(client: TestClient, provider: string, tamper?: (callback: URL) => void): Promise<string> {
  const start = await client.get(`/api/login/social/redirect/${provider}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(oauth.issuer.url!).origin);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://guildhall.test/api/login/social/callback/${provider}`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  tamper?.(callback);
  const done = await client.get(`${callback.pathname}${callback.search}`);
  expect(done.statusCode).toBe(302);
  return String(done.headers.location);
}

const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

describe('social login', () => {
  it('offers the configured providers in the bootstrap', async () => {
    expect((await (await visitor(t.app)).refresh()).settings.socialProviders).toEqual(['discord', 'google']);
  });

  it('links Discord to the logged-in player: ProviderID and the picture are set', async () => {
    userinfo = { id: '80351110224678912', username: 'ada', avatar: 'a1b2c3d4' };
    const client = await loginAs(t.app, 'demo');
    const before = await userRow(1);
    expect(await roundTrip(client, 'discord')).toBe(SOCIAL_RESULT.linked);
    const after = await userRow(1);
    expect(after.ProviderID).toBe('80351110224678912');
    expect(after.ProviderName).toBe('discord');
    expect(after.ProviderPictureUrl).toBe('https://cdn.discordapp.com/avatars/80351110224678912/a1b2c3d4.png?size=256');
    expect(after.ProfileVersion).toBe(before.ProfileVersion + 1);
    const account = (await client.get('/api/user/account')).json();
    expect(account.linkedProviders).toEqual(['discord']);
    expect(account.ProviderID).toBe('80351110224678912');
  });

  it('links Google with the OpenID userinfo picture', async () => {
    userinfo = { sub: 'google-42', picture: 'https://lh3.googleusercontent.com/a/pic' };
    const client = await loginAs(t.app, 'demo2');
    expect(await roundTrip(client, 'google')).toBe(SOCIAL_RESULT.linked);
    const row = await userRow(2);
    expect([row.ProviderID, row.ProviderName, row.ProviderPictureUrl]).toEqual(['google-42', 'google', 'https://lh3.googleusercontent.com/a/pic']);
  });

  it('logs a visitor in through a linked provider, and sends an unknown one to the login page', async () => {
    userinfo = { id: '80351110224678912', avatar: null };
    const known = await visitor(t.app);
    expect(await roundTrip(known, 'discord')).toBe(SOCIAL_RESULT.loggedIn);
    expect((await known.refresh()).userId).toBe(1);

    userinfo = { id: '99999', avatar: null };
    const stranger = await visitor(t.app);
    expect(await roundTrip(stranger, 'discord')).toBe(SOCIAL_RESULT.unlinked);
    expect((await stranger.refresh()).userId).toBeUndefined();
  });

  it('refuses to link a provider account another player already uses', async () => {
    userinfo = { sub: 'google-42' };
    const client = await loginAs(t.app, 'vipdemo');
    expect(await roundTrip(client, 'google')).toBe(SOCIAL_RESULT.taken);
    expect((await userRow(3)).ProviderID).toBeNull();
    const links = await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.ProviderUserID, 'google-42'));
    expect(links.map((l) => l.UserID)).toEqual([2]);
  });

  it('refuses a callback whose state does not match the browser that started it', async () => {
    userinfo = { id: '123456' };
    const client = await loginAs(t.app, 'staffdemo');
    const landed = await roundTrip(client, 'discord', (callback) => callback.searchParams.set('state', 'forged'));
    expect(landed).toBe(SOCIAL_RESULT.failed);
    expect((await userRow(4)).ProviderID).toBeNull();
  });

  it('refuses a callback without the cookie of the start (another browser)', async () => {
    const client = await loginAs(t.app, 'staffdemo');
    const start = await client.get('/api/login/social/redirect/discord');
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location')!);
    const other = await loginAs(t.app, 'staffdemo');
    const res = await other.get(`${callback.pathname}${callback.search}`);
    expect(res.headers.location).toBe(SOCIAL_RESULT.failed);
  });

  it('treats an unconfigured provider and a provider error as failures', async () => {
    const client = await loginAs(t.app, 'staffdemo');
    expect((await client.get('/api/login/social/redirect/myspace')).headers.location).toBe(SOCIAL_RESULT.failed);
    const res = await client.get('/api/login/social/callback/discord?error=access_denied&state=x');
    expect(res.headers.location).toBe(SOCIAL_RESULT.failed);
  });
});

describe('social login without providers', () => {
  it('offers none and refuses the redirect', async () => {
    const plain = await createTestApp({ players: 10 });
    try {
      const client = await visitor(plain.app);
      expect((await client.refresh()).settings.socialProviders).toEqual([]);
      expect((await client.get('/api/login/social/redirect/discord')).headers.location).toBe(SOCIAL_RESULT.loginFailed);
    } finally {
      await plain.close();
    }
  });
});
