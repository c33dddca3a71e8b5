import { eq } from 'drizzle-orm';
import { rateLimits } from '../../../db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';

// Races that must have exactly one winner, across processes too: a replayed challenge, a reset link
// used twice, and the rate-limit counter. Meaningful on PostgreSQL (npm run test:pg / PG_TEST_URL);
// PGlite runs them one at a time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { RATE_LIMIT_MAX: '3', ALTCHA_MAX_NUMBER: '1000' } });
});
afterAll(() => t.close());

const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

describe('races', () => {
  it('accepts one solved challenge once, however many requests carry it at the same time', async () => {
    const clients: TestClient[] = await Promise.all(Array.from({ length: 6 }, () => visitor(t.app)));
    const challenge = await solvedChallenge(clients[0]);
    const results = await Promise.all(
      clients.map((c, i) =>
        c.inject({
          method: 'POST',
          url: '/api/help/contact',
          remoteAddress: `10.9.0.${i}`,
          payload: new URLSearchParams({
            name: 'Race',
            email: 'race@example.test',
            subject: 'Race',
            message: 'Who wins this race?',
            challenge,
          }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(statuses(results)).toEqual([200, 422, 422, 422, 422, 422]);
  });

  it('lets one reset link change the password once', async () => {
    const client = await visitor(t.app);
    const fields = newPlayerFields();
    expect((await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) })).statusCode).toBe(201);
    // Recovery mails only a verified address: the mailed link verifies it.
    await t.app.mailer.flush();
    const verify = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(t.app.mailer.sent.filter((m) => m.to === fields.email).at(-1)!.text)![1];
    expect((await (await visitor(t.app)).post('/api/user/account/email/confirm', { token: verify })).statusCode).toBe(200);
    const asker = await visitor(t.app);
    await asker.post('/api/user/recovery/send', { email: fields.email, challenge: await solvedChallenge(asker) });
    await t.app.mailer.flush();
    const token = /\/recovery\/reset\/([A-Za-z0-9_-]+)/.exec(t.app.mailer.sent.at(-1)!.text)![1];
    const clients = await Promise.all(Array.from({ length: 4 }, () => visitor(t.app)));
    const results = await Promise.all(
      clients.map((c, i) =>
        c.inject({
          method: 'POST',
          url: '/api/user/recovery/reset',
          remoteAddress: `10.7.0.${i}`,
          payload: new URLSearchParams({ token, password: `new password ${i}`, password_confirmation: `new password ${i}` }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(statuses(results)).toEqual([200, 400, 400, 400]);
  });

  // Only failures count, so guesses already in flight together are each checked
  // once; every one of them is recorded, and the next attempt finds the account locked.
  it('records every failed guess of a parallel burst, then locks the account', async () => {
    const client = await visitor(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.inject({
          method: 'POST',
          url: '/api/user/login',
          remoteAddress: '10.8.0.1',
          payload: 'username=racer&password=wrong-password',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(statuses(results).every((s) => s === 422 || s === 429)).toBe(true);
    const [row] = await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, 'login-fail:name:racer'));
    expect(row.count).toBe(statuses(results).filter((s) => s === 422).length);
    const after = await client.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.8.0.2',
      payload: 'username=racer&password=wrong-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(after.statusCode).toBe(429);
  });
});
