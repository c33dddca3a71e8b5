import { and, eq, isNull } from 'drizzle-orm';
import { formatNumber } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { NotFound, RuleBroken } from '../errors';
import { balanceOf, lockPlayers, moneyTransaction, moveCoins, NotEnoughCoins } from '../ledger/ledger';
import { recordStaffAction, type StaffActor } from './audit';

/**
 * Corrects a player's balance by `delta` coins (up or down) as one ledger movement against the
 * `adjustment` account, so the books still balance; refused when the balance would go below zero.
 * The player's row is locked first, so a bet or purchase at the same moment waits its turn and the
 * conditional debit sees the balance it leaves.
 */
export async function adjustBalance(db: Db, actor: StaffActor, userId: number, delta: number, reason: string): Promise<number> {
  try {
    return await moneyTransaction(db, async (tx) => {
      await lockPlayers(tx, [userId]);
      const [player] = await tx
        .select({ Username: users.Username, Coins: users.Coins })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.DeletedAt)));
      if (!player) throw new NotFound('The player was not found.');
      const movement =
        delta > 0
          ? { from: { account: 'adjustment' as const }, to: { user: userId }, amount: delta, reason: 'adjustment' as const }
          : { from: { user: userId }, to: { account: 'adjustment' as const }, amount: -delta, reason: 'adjustment' as const };
      const after = (await moveCoins(tx, movement)).get(userId) ?? player.Coins;
      await recordStaffAction(tx, actor, {
        action: 'player.balance',
        targetUserId: userId,
        summary: `${actor.Username} ${delta > 0 ? 'added' : 'took'} ${formatNumber(Math.abs(delta))} coins ${delta > 0 ? 'to' : 'from'} ${player.Username}'s balance: ${reason}`,
        before: { Coins: player.Coins },
        after: { Coins: after, delta, reason },
      });
      return after;
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    const have = await balanceOf(db, userId);
    throw new RuleBroken('not_enough_coins', `This would take the balance below zero: the player has ${formatNumber(have)} coins.`);
  }
}
