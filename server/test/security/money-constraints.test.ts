import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-app';
import { bets, storePackages, users } from '../../src/db/schema/index';

// The money invariants hold in the database itself, whatever code writes to it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t?.close());

const refused = async (write: () => Promise<unknown>) => {
  try {
    await write();
    return false;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return (err.code ?? err.cause?.code) === '23514'; // check_violation
  }
};

describe('money CHECK constraints', () => {
  it('refuse a negative balance', async () => {
    expect(await refused(() => t.app.db.update(users).set({ Coins: -1 }).where(eq(users.id, 1)))).toBe(true);
    expect(
      await refused(() =>
        t.app.db
          .update(users)
          .set({ Coins: sql`${users.Coins} - ${users.Coins} - 5` })
          .where(eq(users.id, 2)),
      ),
    ).toBe(true);
  });

  it('refuse negative stock, but allow unlimited (null)', async () => {
    const [pkg] = await t.app.db.select({ id: storePackages.id }).from(storePackages).limit(1);
    expect(await refused(() => t.app.db.update(storePackages).set({ QuantityLeft: -1 }).where(eq(storePackages.id, pkg.id)))).toBe(true);
    expect(await refused(() => t.app.db.update(storePackages).set({ QuantityLeft: null }).where(eq(storePackages.id, pkg.id)))).toBe(false);
  });

  it('refuse a bet status outside open, joined and cancelled', async () => {
    const [bet] = await t.app.db.select({ id: bets.id }).from(bets).limit(1);
    expect(
      await refused(() =>
        t.app.db
          .update(bets)
          .set({ Status: 'won' as never })
          .where(eq(bets.id, bet.id)),
      ),
    ).toBe(true);
  });
});
