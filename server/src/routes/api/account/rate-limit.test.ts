import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { rateLimits } from '../../../db/schema/index';
import { RATE_LIMITED_TEXT } from '../../../plugins/rate-limit';

// Login, register and recovery are rate-limited per IP and per account, with the counters in the
// database (so every API process shares them). RATE_LIMIT_MAX=3 here (an IP may fail 30 logins).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '600', ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postFrom = (client: TestClient, ip: string, url: string, fields: Record<string, string>) =>
  client.inject({ method: 'POST', url, payload: form(fields), remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('login rate limit', () => {
  it('blocks an IP after too many failures (ten times the account limit), even with the right password, and says when to retry', async () => {
    const client = await visitor(t.app);
    for (let i = 0; i < 30; i++) {
      expect((await postFrom(client, '10.0.0.1', '/api/user/login', { username: `nobody${i}`, password: 'wrong password' })).statusCode).toBe(422);
    }
    const blocked = await postFrom(client, '10.0.0.1', '/api/user/login', { username: 'demo', password: 'guildhall-demo' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ messages: [RATE_LIMITED_TEXT], code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await postFrom(client, '10.0.0.2', '/api/user/login', { username: 'demo', password: 'guildhall-demo' })).statusCode).toBe(200);
  });

  it('blocks an account after too many failures from any number of IPs', async () => {
    const client = await visitor(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await postFrom(client, `10.1.0.${i}`, '/api/user/login', { username: 'demo2', password: 'wrong password' })).statusCode).toBe(422);
    }
    const blocked = await postFrom(client, '10.1.0.99', '/api/user/login', { username: 'DEMO2', password: 'guildhall-demo' });
    expect(blocked.statusCode).toBe(429);
  });

  it('does not count a successful login as a guess', async () => {
    const client = await visitor(t.app);
    const attempt = (password: string) => postFrom(client, '10.2.0.1', '/api/user/login', { username: 'vipdemo', password });
    expect((await attempt('wrong password')).statusCode).toBe(422);
    expect((await attempt('wrong password')).statusCode).toBe(422);
    expect((await attempt('guildhall-demo')).statusCode).toBe(200);
    await client.refresh();
    expect((await attempt('wrong password')).statusCode).toBe(422);
  });

  it('keeps the counters in the database: a second API process sees them, and an old window expires', async () => {
    const rows = await t.app.db.select().from(rateLimits).where(like(rateLimits.key, 'login-fail:ip:10.0.0.1'));
    expect(rows[0].count).toBeGreaterThanOrEqual(30);
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const client = await visitor(second);
      const res = await postFrom(client, '10.0.0.1', '/api/user/login', { username: 'demo', password: 'guildhall-demo' });
      expect(res.statusCode).toBe(429);
      await t.app.db
        .update(rateLimits)
        .set({ windowStart: sql`now() - interval '11 minutes'` })
        .where(like(rateLimits.key, 'login-fail:ip:10.0.0.1'));
      const later = await postFrom(client, '10.0.0.1', '/api/user/login', { username: 'demo', password: 'guildhall-demo' });
      expect(later.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('register and recovery rate limits', () => {
  it('limits registrations per IP', async () => {
    const client = await visitor(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await postFrom(client, '10.3.0.1', '/api/user/register', { ...newPlayerFields(), challenge: await solvedChallenge(client) });
      expect(res.statusCode).toBe(201);
      await client.refresh();
    }
    const blocked = await postFrom(client, '10.3.0.1', '/api/user/register', { ...newPlayerFields(), challenge: await solvedChallenge(client) });
    expect(blocked.statusCode).toBe(429);
  });

  it('limits recovery mails per address from any number of IPs', async () => {
    const client = await visitor(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await postFrom(client, `10.4.0.${i}`, '/api/user/recovery/send', {
        email: 'staff@guildhall.local',
        challenge: await solvedChallenge(client),
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await postFrom(client, '10.4.0.50', '/api/user/recovery/send', {
      email: 'Staff@Guildhall.local',
      challenge: await solvedChallenge(client),
    });
    expect(blocked.statusCode).toBe(429);
    await t.app.mailer.flush();
  });
});
