import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { balanceOf, playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';

// Balance corrections: a ledger movement against the adjustment account with a mandatory reason, so
// the player's rows still add up to their balance and the books still balance; never below zero.

let t: TestApp;
const DEMO2 = 2;

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

const adjust = async (username: string, amount: string, reason = 'Coins lost to the trade bug') =>
  (await loginAs(t.app, username)).post(`/api/dashboard/players/${DEMO2}/balance`, { amount, reason });

describe('adjusting a balance', () => {
  it('adds and takes coins as ledger rows, with the reason in the staff record and the player’s activity', async () => {
    const start = await balanceOf(t.database.db, DEMO2);
    const books = (await readBooks(t.database.db)).total;
    const up = await adjust('gamemaster', '1500');
    expect(up.statusCode, up.body).toBe(200);
    expect(await balanceOf(t.database.db, DEMO2)).toBe(start + 1500);
    expect((await adjust('staffdemo', '-500', 'Duplicated coins taken back')).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, DEMO2)).toBe(start + 1000);
    expect(await playersOffTheBooks(t.database.db, [DEMO2])).toEqual([]);
    expect((await readBooks(t.database.db)).total).toBe(books);
    expect((await auditRows(t, 'player.balance')).map((r) => r.summary)).toEqual([
      "gamemaster added 1,500 coins to demo2's balance: Coins lost to the trade bug",
      "staffdemo took 500 coins from demo2's balance: Duplicated coins taken back",
    ]);
    const player = await loginAs(t.app, 'demo2');
    const log = (await player.get('/api/user/account/activity?draw=1&start=0&length=50')).json().data;
    expect(log.filter((r: { Kind: string }) => r.Kind === 'staff_action')).toHaveLength(2);
  });

  it('refuses to take more than the player has, a zero or missing amount, a missing reason, and every role below game master', async () => {
    const start = await balanceOf(t.database.db, DEMO2);
    const before = (await auditRows(t)).length;
    const tooMuch = await adjust('gamemaster', String(-(start + 1)));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'not_enough_coins' });
    const bad = await adjust('gamemaster', '0', '');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount', 'reason']);
    const amountRule = ['The amount field must be a whole number of coins, not zero, at most 1,000,000,000 either way.'];
    for (const amount of ['12abc', '', '1.5', '1000000001', '-1000000001'])
      expect((await adjust('gamemaster', amount)).json().errors, amount).toEqual({ amount: amountRule });
    // Told who may correct a balance before the fields are judged.
    expect((await adjust('moderator', '')).statusCode).toBe(403);
    for (const name of ['moderator', 'demo', 'vipdemo']) expect((await adjust(name, '100')).statusCode, name).toBe(403);
    expect((await (await visitor(t.app)).post(`/api/dashboard/players/${DEMO2}/balance`, { amount: '100', reason: 'Gift' })).statusCode).toBe(401);
    expect(await balanceOf(t.database.db, DEMO2)).toBe(start);
    expect(await auditRows(t)).toHaveLength(before);
  });
});
