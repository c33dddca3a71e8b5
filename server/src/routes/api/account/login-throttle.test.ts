import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { users } from '../../../db/schema/index';
import { hashPassword } from '../../../lib/passwords';

// After the OWASP authentication and credential-stuffing cheat sheets: only
// failures count; per account the attacker is slowed without locking the owner out (a device that
// logged in before gets through); per IP a separate, higher limit; one counter per account whatever
// name is used. RATE_LIMIT_MAX=3 here, so an IP may fail 30 times.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 30, config: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600' } });
});
afterAll(() => t?.close());

const login = (client: TestClient, ip: string, username: string, password: string) =>
  client.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('login throttling', () => {
  it("lets the owner's known device in while an attacker has locked the account for everyone else", async () => {
    const owner = await visitor(t.app);
    expect((await login(owner, '10.9.0.1', 'demo', 'guildhall-demo')).statusCode).toBe(200);
    await owner.inject({ method: 'POST', url: '/api/user/logout' });
    await owner.refresh();
    const attacker = await visitor(t.app);
    for (let i = 0; i < 5; i++) await login(attacker, `10.8.0.${i}`, 'demo', 'wrong password');
    // A new device with the right password waits...
    expect((await login(await visitor(t.app), '10.9.0.2', 'demo', 'guildhall-demo')).statusCode).toBe(429);
    // ...the owner's browser does not.
    const again = await login(owner, '10.9.0.1', 'demo', 'guildhall-demo');
    expect(again.statusCode).toBe(200);
  });

  it('does not lock other accounts behind the same IP when one account is being guessed', async () => {
    const shared = '10.7.0.1';
    const client = await visitor(t.app);
    for (let i = 0; i < 4; i++) expect((await login(client, shared, 'demo2', 'wrong password')).statusCode).toBeLessThan(500);
    expect((await login(await visitor(t.app), shared, 'vipdemo', 'guildhall-demo')).statusCode).toBe(200);
  });

  it('counts failures only: a correct login gives its attempt back', async () => {
    // The attempt is reserved before the password is checked (so parallel guesses cannot pass the
    // limit) and given back when the password was right.
    for (let i = 0; i < 8; i++) expect((await login(await visitor(t.app), '10.6.0.1', 'staffdemo', 'guildhall-demo')).statusCode).toBe(200);
    const client = await visitor(t.app);
    const wrong = [];
    for (let i = 0; i < 4; i++) wrong.push((await login(client, '10.6.0.2', 'staffdemo', 'wrong password')).statusCode);
    expect(wrong).toEqual([422, 422, 422, 429]);
  });

  it('keeps one counter per account, whether the username or the email is typed', async () => {
    const client = await visitor(t.app);
    await login(client, '10.5.0.1', 'vipdemo', 'wrong password');
    await login(client, '10.5.0.2', 'VIP@guildhall.local', 'wrong password');
    await login(client, '10.5.0.3', 'vip@guildhall.local', 'wrong password');
    await login(client, '10.5.0.3', 'VipDemo', 'wrong password');
    expect((await login(await visitor(t.app), '10.5.0.4', 'vipdemo', 'guildhall-demo')).statusCode).toBe(429);
  });

  it('limits one IP separately, higher than an account (ten times)', async () => {
    const client = await visitor(t.app);
    for (let i = 0; i < 30; i++) expect((await login(client, '10.4.4.4', `nobody${i}`, 'wrong password')).statusCode).toBe(422);
    const blocked = await login(client, '10.4.4.4', 'nobody-else', 'wrong password');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("lets the owner's known device in from an address locked by someone else's failures", async () => {
    // A player the other cases have not locked.
    const [player] = await t.database.db
      .update(users)
      .set({ PasswordHash: await hashPassword('a long password') })
      .where(eq(users.id, 20))
      .returning();
    const owner = await visitor(t.app);
    expect((await login(owner, '10.3.0.9', player.Username, 'a long password')).statusCode).toBe(200);
    await owner.inject({ method: 'POST', url: '/api/user/logout' });
    await owner.refresh();
    // Someone behind the same address fails 30 times on other names: the address is locked...
    const neighbour = await visitor(t.app);
    for (let i = 0; i < 30; i++) await login(neighbour, '10.3.3.3', `stranger${i}`, 'wrong password');
    expect((await login(await visitor(t.app), '10.3.3.3', player.Username, 'a long password')).statusCode).toBe(429);
    // ...but not for a browser that signed in to the account before.
    expect((await login(owner, '10.3.3.3', player.Username, 'a long password')).statusCode).toBe(200);
  });
});
