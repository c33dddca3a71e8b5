import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows';
import { PLAYERS_COUNT_CAP } from '../../../domain/dashboard/players';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';

// The players table's counts (docs/dashboard.md#the-players-count): the total is the count the
// users triggers keep, right after sign-ups and deletions; a filtered list counts its matches up to
// a cap and then answers "more than", and its pages still go on.

let t: TestApp;
let mod: TestClient;
beforeAll(async () => {
  t = await createTestApp({ players: 12, config: { ALTCHA_MAX_NUMBER: '1000', DELETE_WAIT_SECONDS: '0' } });
  mod = await loginAs(t.app, 'moderator');
});
afterAll(() => t.close());

interface Answer {
  recordsTotal: number;
  recordsFiltered: number;
  recordsFilteredCapped?: boolean;
  data: { id: number }[];
}
const table = async (query = '', start = 0): Promise<Answer> => {
  const res = await mod.get(`/api/dashboard/players?draw=1&start=${start}&length=25&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};
const accounts = async () => (await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from users where deleted_at is null`))[0].n;

async function register() {
  const client = await visitor(t.app);
  const fields = newPlayerFields();
  const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
  expect(res.statusCode, res.body).toBe(201);
  await client.refresh();
  return { client, fields };
}

describe('the players count', () => {
  it('counts the seeded world, each sign-up and each deletion, and only the accounts not deleted', async () => {
    const seeded = await table();
    expect(seeded.recordsTotal).toBe(await accounts());
    expect(seeded.recordsFiltered).toBe(seeded.recordsTotal);
    expect(seeded.recordsFilteredCapped).toBeUndefined();

    const first = await register();
    await register();
    expect((await table()).recordsTotal).toBe(seeded.recordsTotal + 2);

    const deleted = await first.client.post('/api/user/account/delete', { password: first.fields.password, challenge: await solvedChallenge(first.client) });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await table();
    expect(after.recordsTotal).toBe(seeded.recordsTotal + 1);
    expect(after.recordsTotal).toBe(await accounts());
    // A filter narrows what is shown, not the total it is filtered from.
    const staff = await table('role=staff');
    expect(staff).toMatchObject({ recordsTotal: after.recordsTotal, recordsFiltered: 3 });
    expect(staff.recordsFilteredCapped).toBeUndefined();
  });

  it(`answers "more than ${PLAYERS_COUNT_CAP}" for a filter matching more, and its pages go on past the cap`, async () => {
    await t.database.db.execute(
      sql`insert into users (username, email) select 'bulk_' || g, 'bulk_' || g || '@example.test' from generate_series(1, ${PLAYERS_COUNT_CAP + 40}) g`,
    );
    const total = await accounts();
    const [{ unsuspended }] = await rowsOf<{ unsuspended: number }>(
      t.database.db,
      sql`select count(*)::int as unsuspended from users where deleted_at is null and (suspended_at is null or suspended_until <= now())`,
    );
    const everyone = await table();
    expect(everyone).toMatchObject({ recordsTotal: total, recordsFiltered: total });
    expect(everyone.recordsFilteredCapped).toBeUndefined();

    const first = await table('suspended=0');
    expect(first).toMatchObject({ recordsTotal: total, recordsFiltered: PLAYERS_COUNT_CAP, recordsFilteredCapped: true });
    expect(first.data).toHaveLength(25);

    // The last page the pager offers counts on from there: the real end comes into reach.
    const last = await table('suspended=0', PLAYERS_COUNT_CAP - 25);
    expect(last).toMatchObject({ recordsTotal: total, recordsFiltered: unsuspended });
    expect(last.recordsFilteredCapped).toBeUndefined();
    expect(last.data).toHaveLength(25);
    const end = await table('suspended=0', unsuspended - 10);
    expect(end.data).toHaveLength(10);

    // A deep page reads its ids first: the same rows, in the same order, as a plain offset.
    const deep = await table('columns[0][data]=Coins&order[0][column]=0&order[0][dir]=desc', PLAYERS_COUNT_CAP - 10);
    const offset = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from users where deleted_at is null order by coins desc, id desc limit 25 offset ${PLAYERS_COUNT_CAP - 10}`,
    );
    expect(deep.data.map((r) => r.id)).toEqual(offset.map((r) => r.id));

    // A search with few matches stays exact.
    expect(await table('search[value]=bulk_9999')).toMatchObject({ recordsTotal: total, recordsFiltered: 1 });
  });
});
