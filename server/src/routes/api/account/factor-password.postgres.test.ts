import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientFor, createTestApp, type TestApp } from '../../../../test/test-app';
import { setPassword } from '../../../../test/account-helpers';
import { twoFactor, webauthnChallenges } from '../../../db/schema/index';

// The password asked before a sign-in factor changes is a counted attempt: a copied session cannot
// guess it faster than the limit, even with every guess sent at once (PostgreSQL: real parallelism).

const LIMIT = 10;
const PASSWORD = 'owner-password-1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { RATE_LIMIT_MAX: String(LIMIT) } });
  await setPassword(t.app, 6, PASSWORD);
  await setPassword(t.app, 7, PASSWORD);
});
afterAll(() => t.close());

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('the password of a factor change under a burst of guesses', () => {
  it('checks exactly the limit of 50 parallel wrong passwords for a passkey, and then refuses the right one', async () => {
    const thief = await clientFor(t.app, 6);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => thief.post('/api/user/account/passkeys/options', { password: `guess-${i}` })));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 422: LIMIT, 429: 50 - LIMIT });
    expect((await thief.post('/api/user/account/passkeys/options', { password: PASSWORD })).statusCode).toBe(429);
    expect(await t.app.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.UserID, 6))).toEqual([]);
  });

  it('checks exactly the limit of 50 parallel wrong passwords for the two-factor setup', async () => {
    const thief = await clientFor(t.app, 7);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => thief.post('/api/user/account/two-factor/setup', { password: `guess-${i}` })));
    expect(tally(burst.map((r) => r.statusCode))).toEqual({ 422: LIMIT, 429: 50 - LIMIT });
    expect(await t.app.db.select().from(twoFactor).where(eq(twoFactor.UserID, 7))).toEqual([]);
  });
});
