import { and, eq, inArray } from 'drizzle-orm';
import { formatNumber } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { bets, users } from '../../db/schema/index';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { lockPlayers, moneyTransaction, moveAll, NotEnoughCoins, type Movement } from '../ledger/ledger';
import { recordStaffAction, type StaffActor } from './audit';

/**
 * Voids a bet in one transaction: an open bet's stake goes back to its creator; a joined bet's
 * payout is taken back from the winner and each side gets its own stake. The tax stays taken. The
 * bet row is locked first and the players next, in the order a join takes them, so a void and a join
 * of the same bet serialise and exactly one of them wins. Refused, with nothing changed, when the
 * winner has already spent the payout (the balance would go below zero).
 */
export async function voidBet(db: Db, actor: StaffActor, betId: number): Promise<{ returned: number }> {
  try {
    return await moneyTransaction(db, async (tx) => {
      const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
      if (!bet) throw new NotFound('The bet was not found.');
      if (bet.Status !== 'open' && bet.Status !== 'joined') {
        throw new Conflict('conflict', bet.Status === 'voided' ? 'This bet was already voided.' : 'This bet was cancelled, so there is nothing to void.');
      }
      const joiner = bet.Status === 'joined' ? bet.TargetID : null;
      const playerIds = joiner === null ? [bet.UserID] : [bet.UserID, joiner];
      await lockPlayers(tx, playerIds);
      const [voided] = await tx
        .update(bets)
        .set({ Status: 'voided' })
        .where(and(eq(bets.id, betId), eq(bets.Status, bet.Status)))
        .returning({ id: bets.id });
      if (!voided) throw new Conflict('conflict', 'This bet changed while it was being voided; try again.');
      const escrow = { account: 'escrow' as const };
      const movements: Movement[] =
        joiner === null
          ? [{ from: escrow, to: { user: bet.UserID }, amount: bet.Coins, reason: 'bet_void', refId: bet.id }]
          : [
              { from: { user: bet.Side ? joiner : bet.UserID }, to: escrow, amount: bet.Coins * 2, reason: 'bet_void', refId: bet.id },
              { from: escrow, to: { user: bet.UserID }, amount: bet.Coins, reason: 'bet_void', refId: bet.id },
              { from: escrow, to: { user: joiner }, amount: bet.Coins, reason: 'bet_void', refId: bet.id },
            ];
      await moveAll(tx, movements);
      const names = await tx.select({ id: users.id, Username: users.Username }).from(users).where(inArray(users.id, playerIds));
      const nameOf = (id: number) => names.find((n) => n.id === id)?.Username ?? `player #${id}`;
      const stakes =
        joiner === null
          ? `${formatNumber(bet.Coins)} coins back to ${nameOf(bet.UserID)}`
          : `${formatNumber(bet.Coins)} coins back to each of ${nameOf(bet.UserID)} and ${nameOf(joiner)}`;
      await recordStaffAction(tx, actor, {
        action: 'bet.void',
        targetUserId: bet.UserID,
        target: `bet:${bet.id}`,
        summary: `${actor.Username} voided bet #${bet.id} (${bet.Status}): ${stakes}.`,
        before: { Status: bet.Status },
        after: { Status: 'voided', returned: bet.Coins * playerIds.length },
      });
      return { returned: bet.Coins * playerIds.length };
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    throw new RuleBroken('not_enough_coins', 'The winner has already spent the payout: voiding this bet would take their balance below zero.');
  }
}
