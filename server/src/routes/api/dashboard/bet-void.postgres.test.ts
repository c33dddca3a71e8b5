import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestApp, loginAs, type TestApp, type TestClient } from '../../../../test/test-app';
import { balance, setBalance } from '../../../../test/support/balances';
import { bets } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { createBet } from '../../../domain/bets/bets';

// A void racing joins on PostgreSQL: 25 voids of one open bet and 25 players joining it, all at once.
// The bet is voided exactly once, joined at most once (before the void, which then reverses it), and
// every player ends with the coins they started with: no coin made or lost.

let t: TestApp;
const CREATOR = 2;
const START = 50_000;

beforeAll(async () => {
  t = await createTestApp({ players: 40 });
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('a void against simultaneous joins', () => {
  it('voids once and gives every stake back', async () => {
    await setBalance(t.app.db, CREATOR, START);
    const joinerIds = Array.from({ length: 25 }, (_, i) => i + 10);
    const joiners: TestClient[] = [];
    for (const id of joinerIds) {
      await setBalance(t.app.db, id, START);
      joiners.push(await clientFor(t.app, id));
    }
    const { bet } = await createBet(t.app.db, { userId: CREATOR, coins: 1_000, taxPercent: 0 });
    const mod = await loginAs(t.app, 'moderator');
    const books = (await readBooks(t.app.db)).total;

    const calls = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? mod.post(`/api/dashboard/bets/${bet.id}/void`).then((r) => ({ kind: 'void', r }))
          : joiners[(i - 1) / 2].post(`/api/bet/join/${bet.id}`).then((r) => ({ kind: 'join', r })),
      ),
    );
    const voids = statuses(calls.filter((c) => c.kind === 'void').map((c) => c.r));
    const joins = statuses(calls.filter((c) => c.kind === 'join').map((c) => c.r));
    expect(voids).toEqual({ 200: 1, 409: 24 });
    const joined = joins[200] ?? 0;
    expect(joined).toBeLessThanOrEqual(1);
    expect(joins[409]).toBe(25 - joined);

    expect((await t.app.db.select({ s: bets.Status }).from(bets).where(eq(bets.id, bet.id)))[0].s).toBe('voided');
    for (const id of [CREATOR, ...joinerIds]) expect(await balance(t.app.db, id), `player ${id}`).toBe(START);
    expect(await playersOffTheBooks(t.app.db, [CREATOR, ...joinerIds])).toEqual([]);
    expect((await readBooks(t.app.db)).total).toBe(books);
  });
});
