import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { TwoFactorSetupAnswer } from '@contract/types/security';
import { rowsOf } from '../../../db/rows';
import { createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { auditRows, userIdOf } from '../../../../test/staff-helpers';

// Staff roles: the administrator gives and takes them; every other role and every player is refused
// with nothing changed; the change is in the staff record and in the player's own activity log.

let t: TestApp;
const PLAYER_ID = 1;

const staffRoleOf = async (id: number) =>
  (await rowsOf<{ staff_role: string | null; role: string }>(t.database.db, sql`select staff_role, role from users where id = ${id}`))[0];

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

describe('changing a staff role', () => {
  it('lets an administrator make a player a moderator and a player again, and records both', async () => {
    const admin = await loginAs(t.app, 'staffdemo');
    const res = await admin.post(`/api/dashboard/players/${PLAYER_ID}/role`, { staffRole: 'moderator' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await staffRoleOf(PLAYER_ID)).toEqual({ staff_role: 'moderator', role: 'staff' });
    const promoted = await loginAs(t.app, 'demo');
    expect((await promoted.refresh()).staffRole).toBe('moderator');

    // Taking the role back ends the account's sessions: the old session is a visitor's now.
    await admin.post(`/api/dashboard/players/${PLAYER_ID}/role`, { staffRole: 'none' });
    expect(await staffRoleOf(PLAYER_ID)).toEqual({ staff_role: null, role: 'player' });
    expect((await promoted.refresh()).userId).toBeUndefined();

    const rows = await auditRows(t, 'player.role');
    expect(rows.map((r) => r.summary)).toEqual([
      "staffdemo changed demo's staff role from no staff role to moderator.",
      "staffdemo changed demo's staff role from moderator to no staff role.",
    ]);
    expect(rows[0]).toMatchObject({
      actor_name: 'staffdemo',
      target_user_id: PLAYER_ID,
      before: { StaffRole: null, Role: 'player' },
      after: { StaffRole: 'moderator', Role: 'staff' },
    });

    // The player sees what staff did to their account in their own activity log.
    const player = await loginAs(t.app, 'demo');
    const log = (await player.get('/api/user/account/activity?draw=1&start=0&length=50')).json();
    const staffLines = log.data.filter((r: { Kind: string }) => r.Kind === 'staff_action').map((r: { Detail: string }) => r.Detail);
    expect(staffLines).toHaveLength(2);
  });

  it('refuses a moderator, a game master, a player and a visitor, and changes nothing', async () => {
    const target = await userIdOf(t, 'demo2');
    const before = (await auditRows(t)).length;
    for (const name of ['moderator', 'gamemaster', 'demo', 'vipdemo']) {
      const client = await loginAs(t.app, name);
      const res = await client.post(`/api/dashboard/players/${target}/role`, { staffRole: 'administrator' });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().messages).toBeDefined();
    }
    const anon = await visitor(t.app);
    expect((await anon.post(`/api/dashboard/players/${target}/role`, { staffRole: 'administrator' })).statusCode).toBe(401);
    expect(await staffRoleOf(target)).toEqual({ staff_role: null, role: 'player' });
    expect(await auditRows(t)).toHaveLength(before);
  });

  it('refuses an unknown role with 422 and an administrator changing their own role', async () => {
    const admin = await loginAs(t.app, 'staffdemo');
    const bad = await admin.post(`/api/dashboard/players/2/role`, { staffRole: 'king' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.staffRole).toBeDefined();
    const own = await admin.post(`/api/dashboard/players/4/role`, { staffRole: 'moderator' });
    expect(own.statusCode).toBe(403);
    expect(await staffRoleOf(4)).toEqual({ staff_role: 'administrator', role: 'staff' });
    expect((await admin.post(`/api/dashboard/players/999999/role`, { staffRole: 'moderator' })).statusCode).toBe(404);
  });

  it('keeps the staff record append-only in the database itself', async () => {
    await expect(t.database.db.execute(sql`update staff_audit set summary = 'nothing happened'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from staff_audit`)).rejects.toThrow();
    expect((await auditRows(t)).length).toBeGreaterThan(0);
  });
});

describe('a recent two-factor sign-in for dashboard changes', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ players: 12, config: { STAFF_TWO_FACTOR: 'required' } });
  });
  afterAll(() => strict.close());

  it('refuses a change 12 hours after the sign-in, and a code from the app opens 12 more hours', async () => {
    const admin = await loginAs(strict.app, 'staffdemo');
    const setup: TwoFactorSetupAnswer = (await admin.post('/api/user/account/two-factor/setup', { password: 'guildhall-demo' })).json();
    const enabled = await admin.post('/api/user/account/two-factor/enable', { code: await generate({ secret: setup.secret }) });
    const backupCodes: string[] = enabled.json().backupCodes;
    const change = (role: string) => admin.post('/api/dashboard/players/2/role', { staffRole: role });
    expect((await change('moderator')).statusCode).toBe(200);

    await strict.database.db.execute(sql`update sessions set second_factor_at = now() - interval '13 hours' where user_id = 4`);
    const stale = await change('game_master');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'second_factor_required' });
    expect(stale.json().messages[0]).toMatch(/two-factor code again/);
    expect((await rowsOf<{ staff_role: string }>(strict.database.db, sql`select staff_role from users where id = 2`))[0].staff_role).toBe('moderator');

    const wrong = await admin.post('/api/dashboard/second-factor', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    expect((await admin.post('/api/dashboard/second-factor', { code: backupCodes[0] })).statusCode).toBe(200);
    expect((await change('game_master')).statusCode).toBe(200);
  });
});
