import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';

// The players count under a burst (docs/dashboard.md#the-players-count): sign-ups and deletions on
// many connections at once each move the kept count exactly once.

const BURST = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { ALTCHA_MAX_NUMBER: '1000', DELETE_WAIT_SECONDS: '0', RATE_LIMIT_MAX: '1000' } });
});
afterAll(() => t.close());

const recordsTotal = async (mod: TestClient) =>
  (await mod.get('/api/dashboard/players?draw=1&start=0&length=25')).json<{ recordsTotal: number }>().recordsTotal;
const accounts = async () => (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where deleted_at is null`))[0].n;

describe('the players count under a burst', () => {
  it(`stays exact after ${BURST} sign-ups at once and ${BURST / 2} deletions at once`, async () => {
    const mod = await loginAs(t.app, 'moderator');
    const before = await recordsTotal(mod);
    expect(before).toBe(await accounts());

    const signUps = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const client = await visitor(t.app);
        const fields = newPlayerFields();
        const challenge = await solvedChallenge(client);
        return { client, fields, challenge, i };
      }),
    );
    const created = await Promise.all(
      signUps.map(({ client, fields, challenge, i }) =>
        client.inject({
          method: 'POST',
          url: '/api/user/register',
          remoteAddress: `10.31.${Math.floor(i / 200)}.${i % 200}`,
          payload: new URLSearchParams({ ...fields, challenge }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array.from({ length: BURST }, () => 201));
    expect(await recordsTotal(mod)).toBe(before + BURST);
    expect(await accounts()).toBe(before + BURST);

    const leaving = signUps.slice(0, BURST / 2);
    const deletions = await Promise.all(
      leaving.map(async ({ client, fields }) => {
        await client.refresh();
        return client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
      }),
    );
    expect(deletions.map((r) => r.statusCode)).toEqual(leaving.map(() => 200));
    expect(await recordsTotal(mod)).toBe(before + BURST / 2);
    expect(await accounts()).toBe(before + BURST / 2);
  });
});
