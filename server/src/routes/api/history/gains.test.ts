import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GainsAnswer, GainsFigure, GainsWho } from '@contract/types/history';
import { eq, like } from 'drizzle-orm';
import { playerGainsPeriods, playerHistory, privacySettings, users } from '../../../db/schema/index';
import { computedGainsPage } from '../../../domain/history/gains-reference';
import { CUSTOM_PERIODS_KEPT } from '../../../domain/history/gains-store';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Gains rankings: POST /api/ranking/gains/{period}/{figure}, DataTables.

let t: TestApp;
let client: TestClient;

// A quiet stretch long before the seeded history, with gains we choose: (user, day, experience gained, rebirths gained).
const ROWS: [number, string, number, number][] = [
  [10, '2020-01-02', 500, 0],
  [10, '2020-01-05', 700, 1], // 1,200 in all
  [11, '2020-01-03', 2_000, 0],
  [12, '2020-01-04', 300, 2],
  [3, '2020-01-04', 900, 0], // vipdemo
  [4, '2020-01-04', 9_999, 0], // staffdemo: only in the staff filter
  [13, '2020-01-20', 50_000, 0], // outside 2020-01-01..2020-01-10
];

beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
  await t.database.db.insert(playerHistory).values(
    ROWS.map(([UserID, Day, gain, reb]) => ({
      UserID,
      Day,
      Level: 10,
      Experience: 100_000,
      KD: 1,
      WorldBossDamageTotal: 0,
      WorldBossMVPCount: 0,
      RebirthCount: 0,
      Coins: 0,
      GainExperience: gain,
      GainRebirths: reb,
    })),
  );
});
afterAll(() => t.close());

const fields = (extra: Record<string, string | number> = {}) => ({
  draw: 2,
  start: 0,
  length: 25,
  'search[value]': '',
  'columns[0][data]': 'Position',
  'columns[1][data]': 'user',
  'columns[2][data]': 'Gain',
  from: '2020-01-01',
  to: '2020-01-10',
  ...extra,
});

const gains = async (path: string, extra: Record<string, string | number> = {}) => {
  const res = await client.post(`/api/ranking/gains/${path}`, fields(extra));
  return { status: res.statusCode, body: res.json<GainsAnswer & { errors?: Record<string, string[]> }>() };
};
const ids = (a: GainsAnswer) => a.data.map((r) => r.user?.id);

describe('POST /api/ranking/gains/custom/{figure}', () => {
  it('ranks the players by what they gained in the period, summing their days, staff left out', async () => {
    const { status, body } = await gains('custom/experience');
    expect(status).toBe(200);
    expect(body).toMatchObject({ draw: 2, recordsTotal: 4, recordsFiltered: 4, from: '2020-01-01', to: '2020-01-10' });
    expect(ids(body)).toEqual([11, 10, 3, 12]);
    expect(body.data.map((r) => r.Gain)).toEqual([2_000, 1_200, 900, 300]);
    expect(body.data.map((r) => r.Position)).toEqual([1, 2, 3, 4]);
    expect(body.data[0]).toMatchObject({ user: { id: 11, Username: expect.any(String), CountryCode: expect.any(String) }, Level: expect.any(Number) });
  });

  it('ranks each figure on its own, leaving out players who gained none', async () => {
    const { body } = await gains('custom/rebirths');
    expect(ids(body)).toEqual([12, 10]);
    expect(body.data.map((r) => r.Gain)).toEqual([2, 1]);
    expect((await gains('custom/boss')).body.recordsTotal).toBe(0);
  });

  it('sorts by Position or Gain in either direction', async () => {
    const byPosDesc = await gains('custom/experience', { 'order[0][column]': 0, 'order[0][dir]': 'desc' });
    expect(ids(byPosDesc.body)).toEqual([12, 3, 10, 11]);
    expect(byPosDesc.body.data.map((r) => r.Position)).toEqual([4, 3, 2, 1]);
    const byGainAsc = await gains('custom/experience', { 'order[0][column]': 2, 'order[0][dir]': 'asc' });
    expect(ids(byGainAsc.body)).toEqual([12, 3, 10, 11]);
    const byGainDesc = await gains('custom/experience', { 'order[0][column]': 2, 'order[0][dir]': 'desc' });
    expect(ids(byGainDesc.body)).toEqual([11, 10, 3, 12]);
  });

  it('pages, keeping positions', async () => {
    const { body } = await gains('custom/experience', { start: 1, length: 2 });
    expect(body.data.map((r) => r.Position)).toEqual([2, 3]);
    expect(body.recordsTotal).toBe(4);
  });

  it('searches by name, keeping each player’s position', async () => {
    const { body } = await gains('custom/experience', { 'search[value]': 'vipdemo' });
    expect(body).toMatchObject({ recordsTotal: 4, recordsFiltered: 1 });
    expect(body.data).toEqual([expect.objectContaining({ Position: 3, Gain: 900, user: expect.objectContaining({ id: 3 }) })]);
  });

  it('filters VIP players and staff', async () => {
    expect(ids((await gains('custom/experience', { who: 'vip' })).body)).toEqual([3]);
    const staff = (await gains('custom/experience', { who: 'staff' })).body;
    expect(ids(staff)).toEqual([4]);
    expect(staff.data[0]).toMatchObject({ Position: 1, Gain: 9_999 });
  });

  it('refuses a missing, malformed, reversed or too long period, and an unknown filter (422)', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ from: '' }, 'from', 'The from field is required.'],
      [{ to: '2020-13-01' }, 'to', 'The to field must be a date (YYYY-MM-DD).'],
      [{ from: '2020-02-30' }, 'from', 'The from field must be a date (YYYY-MM-DD).'],
      [{ from: '2020-01-10', to: '2020-01-01' }, 'to', 'The to field must be a date after or equal to from.'],
      [{ from: '2020-01-01', to: '2021-01-02' }, 'to', 'The period must not be longer than 366 days.'],
      [{ who: 'everyone' }, 'who', 'The who field must be players, vip or staff.'],
    ];
    for (const [extra, field, message] of cases) {
      const { status, body } = await gains('custom/experience', extra);
      expect(status, JSON.stringify(extra)).toBe(422);
      expect(body.errors?.[field], JSON.stringify(extra)).toEqual([message]);
    }
  });

  it('answers a 1-2 letter search as no search (200), as DataTables searches on every keystroke', async () => {
    const all = (await gains('custom/experience')).body;
    for (const term of ['v', 'vi']) {
      const { status, body } = await gains('custom/experience', { 'search[value]': term });
      expect(status, term).toBe(200);
      expect(ids(body), term).toEqual(ids(all));
    }
  });

  it('answers 404 for an unknown period or figure', async () => {
    expect((await gains('year/experience')).status).toBe(404);
    expect((await gains('week/gold')).status).toBe(404);
  });

  it('is also a GET public read', async () => {
    const qs = new URLSearchParams(Object.entries(fields()).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await t.app.inject({ method: 'GET', url: `/api/ranking/gains/custom/experience?${qs}` });
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([11, 10, 3, 12]);
  });
});

describe('a custom period, stored on its first reading', () => {
  const customKeys = async () =>
    (await t.database.db.select({ Period: playerGainsPeriods.Period }).from(playerGainsPeriods).where(like(playerGainsPeriods.Period, 'custom:%')))
      .map((r) => r.Period)
      .sort();

  it('is computed once: later pages, sorts and searches read the stored list', async () => {
    await gains('custom/experience', { from: '2020-01-02', to: '2020-01-09' });
    const [first] = await t.database.db.select().from(playerGainsPeriods).where(eq(playerGainsPeriods.Period, 'custom:2020-01-02:2020-01-09'));
    expect(first).toMatchObject({ From: '2020-01-02', To: '2020-01-09' });
    const again = await gains('custom/experience', { from: '2020-01-02', to: '2020-01-09', 'order[0][column]': 2, 'order[0][dir]': 'asc', start: 1 });
    expect(ids(again.body)).toEqual([3, 10, 11]);
    const [later] = await t.database.db.select().from(playerGainsPeriods).where(eq(playerGainsPeriods.Period, 'custom:2020-01-02:2020-01-09'));
    expect(later.ComputedAt).toEqual(first.ComputedAt);
  });

  it(`keeps the ${CUSTOM_PERIODS_KEPT} latest custom periods, and none after the next snapshot`, async () => {
    for (let day = 1; day <= CUSTOM_PERIODS_KEPT + 2; day++)
      await gains('custom/rebirths', { from: '2019-12-01', to: `2019-12-${String(day).padStart(2, '0')}` });
    const kept = await customKeys();
    expect(kept).toHaveLength(CUSTOM_PERIODS_KEPT);
    expect(kept).toContain(`custom:2019-12-01:2019-12-${String(CUSTOM_PERIODS_KEPT + 2).padStart(2, '0')}`);
    expect(kept).not.toContain('custom:2019-12-01:2019-12-01');
    const staff = await loginAs(t.app, 'staffdemo');
    expect((await staff.post('/api/history/snapshot', {})).statusCode).toBe(200);
    expect(await customKeys()).toEqual([]);
    // Asked again, it is stored again.
    await gains('custom/experience');
    expect(await customKeys()).toEqual(['custom:2020-01-01:2020-01-10']);
  });
});

describe('day, week and month over the seeded history', () => {
  it('end at the latest snapshot day and rank real gains, biggest first', async () => {
    const day = (await gains('day/experience')).body;
    const week = (await gains('week/experience')).body;
    const month = (await gains('month/boss')).body;
    expect(day.from).toBe(day.to);
    expect(week.to).toBe(day.to);
    expect(Date.parse(week.to) - Date.parse(week.from)).toBe(6 * 86_400_000);
    expect(Date.parse(month.to) - Date.parse(month.from)).toBe(29 * 86_400_000);
    // Over a week more players gained than over a day.
    expect(week.recordsTotal).toBeGreaterThan(day.recordsTotal);
    for (const answer of [day, week, month]) {
      const g = answer.data.map((r) => r.Gain);
      expect(g.every((x) => x > 0)).toBe(true);
      expect([...g].sort((a, b) => b - a)).toEqual(g);
    }
  });
});

describe('day, week and month: the lists stored at snapshot time', () => {
  // Every page of a list, for comparing a stored list with the same period computed (custom).
  const all = async (path: string, extra: Record<string, string | number> = {}) => {
    const out: GainsAnswer['data'] = [];
    for (let start = 0; ; start += 1000) {
      const { body } = await gains(path, { ...extra, start, length: 1000 });
      out.push(...body.data);
      if (out.length >= body.recordsFiltered || body.data.length === 0) return { rows: out, body };
    }
  };
  const view = (rows: GainsAnswer['data']) => rows.map((r) => [r.Position, r.user?.id ?? 'hidden', r.Gain]);

  it('answer what the same days computed would, for players, VIP and staff', async () => {
    for (const [period, figure] of [
      ['week', 'experience'],
      ['month', 'boss'],
      ['day', 'experience'],
      ['month', 'rebirths'],
    ]) {
      for (const who of ['players', 'vip', 'staff']) {
        const stored = await all(`${period}/${figure}`, { who });
        const computed = await computedGainsPage(t.database.db, {
          figure: figure as GainsFigure,
          who: who as GainsWho,
          from: stored.body.from,
          to: stored.body.to,
          draw: 1,
          start: 0,
          length: 100_000,
          search: '',
          reverse: false,
        });
        expect(stored.rows.length, `${period} ${figure} ${who}`).toBe(computed.recordsTotal);
        expect(view(stored.rows), `${period} ${figure} ${who}`).toEqual(view(computed.data));
        // The same days asked as a custom period: stored on that first reading, the same list.
        const custom = await all(`custom/${figure}`, { who, from: stored.body.from, to: stored.body.to });
        expect(view(custom.rows), `custom ${period} ${figure} ${who}`).toEqual(view(computed.data));
      }
    }
  });

  it('keep the staff and VIP filters apart, each counting its own positions', async () => {
    const roles = new Map((await t.database.db.select({ id: users.id, Role: users.Role, VipUntil: users.VipUntil }).from(users)).map((u) => [u.id, u]));
    const players = (await all('month/experience')).rows;
    const vip = (await all('month/experience', { who: 'vip' })).rows;
    const staff = (await all('month/experience', { who: 'staff' })).rows;
    expect(vip.length).toBeGreaterThan(0);
    expect(staff.length).toBeGreaterThan(0);
    expect(players.every((r) => roles.get(r.user!.id)!.Role !== 'staff')).toBe(true);
    expect(staff.every((r) => roles.get(r.user!.id)!.Role === 'staff')).toBe(true);
    const isVip = (id: number) => roles.get(id)!.Role === 'vip' || (roles.get(id)!.VipUntil ?? new Date(0)) > new Date();
    expect(vip.every((r) => isVip(r.user!.id))).toBe(true);
    // The VIPs are the VIP rows of the players' list, in the same order, numbered from 1.
    expect(vip.map((r) => r.user!.id)).toEqual(players.filter((r) => isVip(r.user!.id)).map((r) => r.user!.id));
    for (const list of [players, vip, staff]) expect(list.map((r) => r.Position)).toEqual(list.map((_, i) => i + 1));
  });

  it('sort either way and page deep, keeping positions', async () => {
    const best = (await all('month/experience')).rows;
    expect(best.length).toBeGreaterThan(40);
    const gainsOf = best.map((r) => r.Gain);
    expect([...gainsOf].sort((a, b) => b - a)).toEqual(gainsOf);
    const deep = (await gains('month/experience', { start: 30, length: 10 })).body;
    expect(view(deep.data)).toEqual(view(best.slice(30, 40)));
    const reversed = [...best].reverse();
    for (const order of [
      { 'order[0][column]': 0, 'order[0][dir]': 'desc' },
      { 'order[0][column]': 2, 'order[0][dir]': 'asc' },
    ]) {
      expect(view((await gains('month/experience', { ...order, length: 20 })).body.data)).toEqual(view(reversed.slice(0, 20)));
      expect(view((await gains('month/experience', { ...order, start: 25, length: 5 })).body.data)).toEqual(view(reversed.slice(25, 30)));
    }
    // Past the end: nothing, with the totals.
    const past = (await gains('month/experience', { start: best.length + 10 })).body;
    expect(past).toMatchObject({ recordsTotal: best.length, recordsFiltered: best.length, data: [] });
  });

  it('search a name, each row keeping its position', async () => {
    const best = (await all('month/experience')).rows;
    const someone = best[Math.floor(best.length / 2)];
    const { body } = await gains('month/experience', { 'search[value]': someone.user!.Username });
    expect(body.recordsTotal).toBe(best.length);
    expect(body.data).toContainEqual(
      expect.objectContaining({ Position: someone.Position, Gain: someone.Gain, user: expect.objectContaining({ id: someone.user!.id }) }),
    );
    const fragment = someone.user!.Username.slice(1, 4);
    const found = await all('month/experience', { 'search[value]': fragment });
    const expected = best.filter((r) => r.user!.Username.toLowerCase().includes(fragment.toLowerCase()));
    expect(view(found.rows)).toEqual(view(expected));
  });

  it('show a player who hides from the rankings as a hidden player in the same position, at once and in the next snapshot', async () => {
    const before = (await all('month/experience')).rows;
    const hider = before[0].user!;
    await t.database.db.insert(privacySettings).values({ UserID: hider.id, HideFromRankings: true });
    // Only the position: no name, no figures.
    const hiddenRow = { Position: 1, Gain: 0, Level: 0, user: null, guild: null, hidden: true };
    const now = (await all('month/experience')).rows;
    expect(now[0]).toMatchObject(hiddenRow);
    expect(now.map((r) => r.user?.id)).not.toContain(hider.id);
    // A name search never finds them.
    expect((await gains('month/experience', { 'search[value]': hider.Username })).body.data).toEqual([]);
    const staff = await loginAs(t.app, 'staffdemo');
    expect((await staff.post('/api/history/snapshot', {})).statusCode).toBe(200);
    const after = (await all('month/experience')).rows;
    expect(after.find((r) => r.hidden)).toMatchObject({ user: null, hidden: true });
    expect(after.map((r) => r.Position)).toEqual(after.map((_, i) => i + 1));
  });
});
