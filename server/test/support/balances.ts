import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { coinLedger, users } from '../../src/db/schema/index';

/**
 * Tests only: sets a player's balance and books the difference as a 'seed' row, so the books stay
 * closed (a player's rows still add up to their balance).
 */
export async function setBalance(db: Db, userId: number, coins: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ Coins: users.Coins }).from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw new Error(`No player ${userId}`);
    const delta = coins - before.Coins;
    if (delta === 0) return;
    await tx
      .update(users)
      .set({ Coins: sql`${coins}` })
      .where(eq(users.id, userId));
    await tx.insert(coinLedger).values({ UserID: userId, Account: 'seed', Delta: delta, Reason: 'seed' });
  });
}

export async function balance(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ Coins: users.Coins }).from(users).where(eq(users.id, userId));
  return row.Coins;
}
