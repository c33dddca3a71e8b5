import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, visitor, type TestApp } from '../../../../test/test-app';
import { newPlayerFields, solvedChallenge } from '../../../../test/account-helpers';
import { users } from '../../../db/schema/index';

// The server, not only the page, enforces DELETE_WAIT_SECONDS, counted from the
// moment the deletion screen was opened.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', DELETE_WAIT_SECONDS: '300' } });
});
afterAll(() => t?.close());

async function newPlayer() {
  const client = await visitor(t.app);
  const fields = newPlayerFields();
  const res = await client.post('/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
  await client.refresh();
  return { client, id: res.json().id as number, fields };
}
const deletedAt = async (id: number) => (await t.app.db.select({ d: users.DeletedAt }).from(users).where(eq(users.id, id)))[0].d;

describe('the deletion wait', () => {
  it('refuses a deletion right after registering, without the deletion screen ever opened', async () => {
    const { client, id, fields } = await newPlayer();
    const res = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages[0]).toMatch(/can be deleted 300 seconds after you open the deletion page/);
    expect(await deletedAt(id)).toBeNull();
  });

  it('refuses a deletion before the wait has passed since the screen opened, and allows it after', async () => {
    const { client, id, fields } = await newPlayer();
    const start = await client.post('/api/user/account/delete/start');
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ waitSeconds: 300 });
    const early = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(early.statusCode).toBe(409);
    expect(early.json().messages[0]).toMatch(/Please wait (299|300) more seconds\./);
    // The wait is told before the fields are judged: an empty form is not told to fill them first.
    expect((await client.post('/api/user/account/delete', {})).statusCode).toBe(409);
    expect(await deletedAt(id)).toBeNull();

    // Five minutes later (moved in the database instead of waiting).
    await t.app.db
      .update(users)
      .set({ DeleteStartedAt: new Date(Date.now() - 301_000) })
      .where(eq(users.id, id));
    const later = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(later.statusCode).toBe(200);
    expect(await deletedAt(id)).not.toBeNull();
  });

  it('starts over when the screen is opened again', async () => {
    const { client, id, fields } = await newPlayer();
    await t.app.db
      .update(users)
      .set({ DeleteStartedAt: new Date(Date.now() - 301_000) })
      .where(eq(users.id, id));
    await client.post('/api/user/account/delete/start');
    const res = await client.post('/api/user/account/delete', { password: fields.password, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(409);
  });

  it('is for logged-in players and needs the CSRF token', async () => {
    expect((await (await visitor(t.app)).post('/api/user/account/delete/start')).statusCode).toBe(401);
    const { client } = await newPlayer();
    expect((await client.post('/api/user/account/delete/start', {}, { csrf: false })).statusCode).toBe(403);
  });
});
