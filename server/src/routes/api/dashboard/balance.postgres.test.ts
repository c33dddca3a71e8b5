import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';
import { bets } from '../../../db/schema/index';
import { balanceOf, playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { rowsOf } from '../../../db/rows';

// A staff balance correction racing the player's own bets on PostgreSQL: 25 corrections taking coins
// and 25 bets spending them, sent at once, ask for more than the player has. Each one either happens
// whole or not at all: the balance never goes below zero, it is exactly what the successful ones
// left, the player's ledger rows add up to it and the books still balance.

let t: TestApp;
const PLAYER = 2;
const START = 100_000;
const TAKE = 5_000;
const STAKE = 5_000;

beforeAll(async () => {
  t = await createTestApp({ players: 12 });
});
afterAll(() => t.close());

describe('a balance correction against the player’s simultaneous bets', () => {
  it('never takes the balance below zero and loses no coin', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const player = await loginAs(t.app, 'demo2');
    const have = await balanceOf(t.database.db, PLAYER);
    expect((await gm.post(`/api/dashboard/players/${PLAYER}/balance`, { amount: String(START - have), reason: 'Setting up the race' })).statusCode).toBe(200);
    const books = (await readBooks(t.database.db)).total;
    const [{ last }] = await rowsOf<{ last: number }>(t.database.db, sql`select coalesce(max(id), 0)::int as last from bets`);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? gm.post(`/api/dashboard/players/${PLAYER}/balance`, { amount: String(-TAKE), reason: `Race correction ${i}` }).then((r) => ({ kind: 'take', r }))
          : player.post('/api/bet/new', { coins: STAKE }).then((r) => ({ kind: 'bet', r })),
      ),
    );
    const taken = answers.filter((a) => a.kind === 'take' && a.r.statusCode === 200).length;
    const refusedTakes = answers.filter((a) => a.kind === 'take' && a.r.statusCode !== 200);
    const refusedBets = answers.filter((a) => a.kind === 'bet' && a.r.statusCode !== 201);
    // Refusals are the clean "not enough coins" ones, never a server error.
    expect(refusedTakes.every((a) => a.r.statusCode === 400 && a.r.json().code === 'not_enough_coins')).toBe(true);
    expect(refusedBets.every((a) => a.r.statusCode === 422)).toBe(true);
    expect(refusedTakes.length + refusedBets.length).toBeGreaterThan(0);

    const placed = await t.database.db
      .select({ spent: sql<number>`coalesce(sum(${bets.Coins} + ${bets.Tax}), 0)::int`, n: sql<number>`count(*)::int` })
      .from(bets)
      .where(and(eq(bets.UserID, PLAYER), gt(bets.id, last)));
    expect(placed[0].n).toBe(25 - refusedBets.length);
    const balance = await balanceOf(t.database.db, PLAYER);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(START - taken * TAKE - placed[0].spent);
    expect(await playersOffTheBooks(t.database.db, [PLAYER])).toEqual([]);
    expect((await readBooks(t.database.db)).total).toBe(books);
  });
});
