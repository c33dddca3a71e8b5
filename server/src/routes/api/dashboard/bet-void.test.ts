import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { balance, setBalance } from '../../../../test/support/balances';
import { bets } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { createBet, joinBet } from '../../../domain/bets/bets';

// Voiding a bet: an open bet's stake back to its creator, a joined bet's both stakes back with the
// payout taken from the winner, once only; refused when the winner spent the payout, and for players.

let t: TestApp;
const CREATOR = 2;
const JOINER = 3;

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await t.app.db.select({ s: bets.Status }).from(bets).where(eq(bets.id, id)))[0].s;

describe('voiding a bet', () => {
  it("gives an open bet's stake back to its creator, once", async () => {
    await setBalance(t.app.db, CREATOR, 10_000);
    const { bet } = await createBet(t.app.db, { userId: CREATOR, coins: 1_000, taxPercent: 0 });
    const afterStake = await balance(t.app.db, CREATOR);
    const books = (await readBooks(t.app.db)).total;
    const mod = await loginAs(t.app, 'moderator');
    const res = await mod.post(`/api/dashboard/bets/${bet.id}/void`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The bet was voided: 1,000 coins back to the players.');
    expect(await balance(t.app.db, CREATOR)).toBe(afterStake + 1_000);
    expect(await statusOf(bet.id)).toBe('voided');
    expect((await auditRows(t, 'bet.void')).at(-1)?.summary).toBe(`moderator voided bet #${bet.id} (open): 1,000 coins back to demo2.`);
    expect((await readBooks(t.app.db)).total).toBe(books);
    expect(await playersOffTheBooks(t.app.db, [CREATOR])).toEqual([]);

    const again = await mod.post(`/api/dashboard/bets/${bet.id}/void`);
    expect(again.statusCode).toBe(409);
    expect(await balance(t.app.db, CREATOR)).toBe(afterStake + 1_000);
    expect((await mod.post('/api/dashboard/bets/999999/void')).statusCode).toBe(404);
  });

  it("takes a joined bet's payout back from the winner and returns each stake", async () => {
    await setBalance(t.app.db, CREATOR, 10_000);
    await setBalance(t.app.db, JOINER, 10_000);
    const { bet } = await createBet(t.app.db, { userId: CREATOR, coins: 1_000, taxPercent: 0 });
    await joinBet(t.app.db, { id: bet.id, userId: JOINER });
    expect((await balance(t.app.db, CREATOR)) + (await balance(t.app.db, JOINER))).toBe(20_000);
    const books = (await readBooks(t.app.db)).total;
    const res = await (await loginAs(t.app, 'staffdemo')).post(`/api/dashboard/bets/${bet.id}/void`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(t.app.db, CREATOR)).toBe(10_000);
    expect(await balance(t.app.db, JOINER)).toBe(10_000);
    expect(await statusOf(bet.id)).toBe('voided');
    expect((await readBooks(t.app.db)).total).toBe(books);
    expect(await playersOffTheBooks(t.app.db, [CREATOR, JOINER])).toEqual([]);
  });

  it('refuses when the winner spent the payout, and refuses players, changing nothing', async () => {
    await setBalance(t.app.db, CREATOR, 1_000);
    await setBalance(t.app.db, JOINER, 1_000);
    const { bet } = await createBet(t.app.db, { userId: CREATOR, coins: 1_000, taxPercent: 0 });
    const { bet: joined } = await joinBet(t.app.db, { id: bet.id, userId: JOINER });
    const winner = joined.Side ? JOINER : CREATOR;
    await setBalance(t.app.db, winner, 500);
    const before = (await auditRows(t)).length;
    const spent = await (await loginAs(t.app, 'moderator')).post(`/api/dashboard/bets/${bet.id}/void`);
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'not_enough_coins' });
    for (const name of ['demo', 'vipdemo']) {
      expect((await (await loginAs(t.app, name)).post(`/api/dashboard/bets/${bet.id}/void`)).statusCode, name).toBe(403);
    }
    expect(await statusOf(bet.id)).toBe('joined');
    expect(await balance(t.app.db, winner)).toBe(500);
    expect(await auditRows(t)).toHaveLength(before);
  });
});
