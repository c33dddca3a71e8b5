import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { eq } from 'drizzle-orm';
import { clientFor, createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { setPassword } from '../../../../test/account-helpers';
import { oauthAccounts, users } from '../../../db/schema/index';
import { SOCIAL_RESULT } from './social-routes';

// The whole OAuth round trip against a local OAuth server (oauth2-mock-server), never the internet:
// redirect → provider's authorize → callback → token → userinfo → link (docs/product-rules.md#pages-and-routes, docs/product-rules.md#http-contract).

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

const PASSWORD = 'guildhall-demo';

/**
 * Plays the browser: our redirect (or, to link a new provider, the password step), the provider's
 * page, back to our callback. Answers where we land.
 */
async function roundTrip(client: TestClient, provider: string, tamper?: (callback: URL) => void, { link = false } = {}): Promise<string> {
  let authorize: URL;
  if (link) {
    const start = await client.post(`/api/user/account/social/${provider}/link`, { password: PASSWORD });
    expect(start.statusCode, start.body).toBe(200);
    authorize = new URL(start.json<{ url: string }>().url);
  } else {
    const start = await client.get(`/api/login/social/redirect/${provider}`);
    expect(start.statusCode).toBe(302);
    authorize = new URL(String(start.headers.location));
  }
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
    expect(await roundTrip(client, 'discord', undefined, { link: true })).toBe(SOCIAL_RESULT.linked);
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
    expect(await roundTrip(client, 'google', undefined, { link: true })).toBe(SOCIAL_RESULT.linked);
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

  it('answers a malformed provider answer as a failed social login without sending it on to the provider', async () => {
    userinfo = { id: '80351110224678912', avatar: null };
    const browser = await visitor(t.app);
    let outgoing: MockInstance<typeof fetch> | undefined;
    try {
      // A code past its 2,048 characters: the browser lands on the login page's failure, not on a 422 page.
      const landed = await roundTrip(browser, 'discord', (callback) => {
        callback.searchParams.set('code', 'x'.repeat(2049));
        // From here on, a request leaving the site could only be ours to the provider's token address.
        outgoing = vi.spyOn(globalThis, 'fetch');
      });
      expect(landed).toBe(SOCIAL_RESULT.loginFailed);
      expect(outgoing?.mock.calls.map(([target]) => (target instanceof Request ? target.url : String(target)))).toEqual([]);
    } finally {
      outgoing?.mockRestore();
    }
    expect((await browser.refresh()).userId).toBeUndefined();
  });

  it('refuses to link a provider account another player already uses', async () => {
    userinfo = { sub: 'google-42' };
    const client = await loginAs(t.app, 'vipdemo');
    expect(await roundTrip(client, 'google', undefined, { link: true })).toBe(SOCIAL_RESULT.taken);
    expect((await userRow(3)).ProviderID).toBeNull();
    const links = await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.ProviderUserID, 'google-42'));
    expect(links.map((l) => l.UserID)).toEqual([2]);
  });

  it('refuses a callback whose state does not match the browser that started it', async () => {
    userinfo = { id: '123456' };
    const client = await loginAs(t.app, 'staffdemo');
    const landed = await roundTrip(client, 'discord', (callback) => callback.searchParams.set('state', 'forged'), { link: true });
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

  it('links nothing with a session alone: the callback asks for the password, and a forged grant does not pass', async () => {
    userinfo = { id: 'thief-discord', avatar: null };
    const thief = await loginAs(t.app, 'staffdemo');
    expect(await roundTrip(thief, 'discord')).toBe(SOCIAL_RESULT.needsPassword);
    const forged = await roundTrip(thief, 'discord', () => thief.setCookie('gh_oauth', `${thief.cookie('gh_oauth')}.forged-grant`));
    expect(forged).toBe(SOCIAL_RESULT.needsPassword);
    expect(await t.app.db.select().from(oauthAccounts).where(eq(oauthAccounts.UserID, 4))).toEqual([]);
    expect((await userRow(4)).ProviderID).toBeNull();

    const noPassword = await thief.post('/api/user/account/social/discord/link');
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toEqual(['password']);
    expect((await thief.post('/api/user/account/social/discord/link', { password: 'a guess' })).statusCode).toBe(422);
  });

  it('mails the owner when a provider is linked with the password', async () => {
    userinfo = { id: 'owner-discord-5', avatar: null };
    await t.app.db.update(users).set({ Email: 'player5@guildhall.test' }).where(eq(users.id, 5));
    await setPassword(t.app, 5, PASSWORD);
    const owner = await clientFor(t.app, 5);
    expect(await roundTrip(owner, 'discord', undefined, { link: true })).toBe(SOCIAL_RESULT.linked);
    await t.app.mailer.flush();
    const mail = t.app.mailer.sent.find((m) => m.to === 'player5@guildhall.test');
    expect(mail?.subject).toBe('A sign-in method of your Guildhall account changed');
    expect(mail?.text).toContain('Discord was linked: it can now sign in to this account.');
  });

  it('signs in like a password sign-in: an activity line, and the new-device mail for a browser new to the account', async () => {
    userinfo = { sub: 'google-42', picture: null };
    const mailsBefore = t.app.mailer.sent.filter((m) => m.to === 'demo2@guildhall.local' && m.subject === 'New sign-in to your Guildhall account').length;
    const browser = await visitor(t.app);
    expect(await roundTrip(browser, 'google')).toBe(SOCIAL_RESULT.loggedIn);
    await browser.refresh();
    const log = (await browser.get('/api/user/account/activity?draw=1&start=0&length=5')).json().data;
    expect(log[0]).toMatchObject({ Kind: 'sign_in', Detail: 'Signed in with Google.' });
    await t.app.mailer.flush();
    const newDevice = () => t.app.mailer.sent.filter((m) => m.to === 'demo2@guildhall.local' && m.subject === 'New sign-in to your Guildhall account').length;
    expect(newDevice()).toBe(mailsBefore + 1);

    // The same browser again carries its device cookie: no second mail.
    await browser.post('/api/user/logout');
    expect(await roundTrip(browser, 'google')).toBe(SOCIAL_RESULT.loggedIn);
    await t.app.mailer.flush();
    expect(newDevice()).toBe(mailsBefore + 1);
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
