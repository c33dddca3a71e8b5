import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Bet } from '@contract/types/bets';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../../../../test/test-app';
import { bets, users } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';

// Races on one bet: the requests are fired together
// with Promise.all. On PGlite (one connection) they serialise; with PG_TEST_URL they really overlap on
// a 60-connection pool, which is where a read-then-write bug would double-pay or overdraw.

let t: TestApp;
const CREATOR = 1;
const START = 100_000;

beforeAll(async () => {
  t = await createTestApp({ players: 60 });
});
afterAll(() => t?.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('bets under concurrency', () => {
  it('50 players joining the same open bet at once: exactly one join, and the ledger balances', async () => {
    const creator = await clientFor(t.app, CREATOR);
    const joinerIds = Array.from({ length: 50 }, (_, i) => i + 5);
    await setBalance(t.app.db, CREATOR, START);
    for (const id of joinerIds) await setBalance(t.app.db, id, START);
    const joiners: TestClient[] = [];
    for (const id of joinerIds) joiners.push(await clientFor(t.app, id));

    const bet = (await creator.post('/api/bet/new', { coins: 1_000 })).json().bet as Bet;
    const books = await readBooks(t.app.db);

    const responses = await Promise.all(joiners.map((c) => c.post(`/api/bet/join/${bet.id}`)));
    expect(statuses(responses)).toEqual({ 200: 1, 409: 49 });

    const winnerIndex = responses.findIndex((r) => r.statusCode === 200);
    const joined = responses[winnerIndex].json().bet as Bet;
    const [row] = await t.app.db.select().from(bets).where(eq(bets.id, bet.id));
    expect(row).toMatchObject({ Status: 'joined', TargetID: joinerIds[winnerIndex], Side: joined.Side });

    // Only the one joiner's balance moved, by exactly one stake either way.
    for (const [i, id] of joinerIds.entries()) {
      const expected = i !== winnerIndex ? START : joined.Side ? START + 1_000 : START - 1_000;
      expect(await balance(t.app.db, id)).toBe(expected);
    }
    expect(await balance(t.app.db, CREATOR)).toBe(START - 1_100 + (joined.Side ? 0 : 2_000));
    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    expect(after.accounts.escrow).toBe(books.accounts.escrow - 1_000);
    expect(await playersOffTheBooks(t.app.db)).toEqual([]);
  });

  it('a creator cancelling while another player joins: exactly one wins, every time', async () => {
    const creator = await clientFor(t.app, CREATOR);
    const joiner = await clientFor(t.app, 2);
    await setBalance(t.app.db, CREATOR, START);
    await setBalance(t.app.db, 2, START);
    const books = await readBooks(t.app.db);
    let cancels = 0;
    let joins = 0;
    for (let round = 0; round < 10; round++) {
      const bet = (await creator.post('/api/bet/new', { coins: 100 })).json().bet as Bet;
      const [cancel, join] = await Promise.all([creator.get(`/api/bet/cancel/${bet.id}`), joiner.post(`/api/bet/join/${bet.id}`)]);
      const codes = [cancel.statusCode, join.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const [row] = await t.app.db.select().from(bets).where(eq(bets.id, bet.id));
      if (cancel.statusCode === 200) {
        cancels++;
        expect(row).toMatchObject({ Status: 'cancelled', TargetID: null, Side: null });
      } else {
        joins++;
        expect(row).toMatchObject({ Status: 'joined', TargetID: 2 });
      }
    }
    expect(cancels + joins).toBe(10);
    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    // Escrow holds nothing for these bets: each ended, by a cancel or a join; 30 % of each cancelled stake is forfeit.
    expect(after.accounts.escrow).toBe(books.accounts.escrow);
    expect((after.accounts.forfeit ?? 0) - (books.accounts.forfeit ?? 0)).toBe(30 * cancels);
    expect(await playersOffTheBooks(t.app.db, [CREATOR, 2])).toEqual([]);
  });

  it('100 parallel bets from one player with coins for 10: at most 10 are created, no balance goes negative', async () => {
    const player = 3;
    const client = await clientFor(t.app, player);
    await setBalance(t.app.db, player, 10 * 550); // 500 + 50 tax each
    const before = (await t.app.db.select({ id: bets.id }).from(bets).where(eq(bets.UserID, player))).length;
    const books = await readBooks(t.app.db);

    const responses = await Promise.all(Array.from({ length: 100 }, () => client.post('/api/bet/new', { coins: 500 })));
    const counts = statuses(responses);
    expect(counts[201]).toBe(10);
    expect(counts[422]).toBe(90);

    const created = (await t.app.db.select({ id: bets.id }).from(bets).where(eq(bets.UserID, player))).length - before;
    expect(created).toBe(10);
    expect(await balance(t.app.db, player)).toBe(0);
    const [poorest] = await t.app.db.select({ Coins: users.Coins }).from(users).orderBy(users.Coins).limit(1);
    expect(poorest.Coins).toBeGreaterThanOrEqual(0);
    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    expect(await playersOffTheBooks(t.app.db, [player])).toEqual([]);
  });
});
