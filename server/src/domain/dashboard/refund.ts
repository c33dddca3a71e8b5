import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatNumber } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { inventory, purchases, storePackages, users } from '../../db/schema/index';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { lockPlayers, moneyTransaction, moveCoins, NotEnoughCoins, type Tx } from '../ledger/ledger';
import { findPackage } from '../store/catalogue';
import { recordStaffAction, type StaffActor } from './audit';

/** Takes up to `quantity` of an item back from the recipient's carried stacks; answers how many were there to take. */
async function takeItems(tx: Tx, userId: number, itemId: number, quantity: number): Promise<number> {
  let left = quantity;
  const stacks = await tx
    .select({ id: inventory.id, Quantity: inventory.Quantity })
    .from(inventory)
    .where(and(eq(inventory.UserID, userId), eq(inventory.ItemID, itemId), eq(inventory.IsBank, false), eq(inventory.IsSpecial, false)))
    .orderBy(inventory.id)
    .for('update');
  for (const s of stacks) {
    if (left === 0) break;
    const take = Math.min(left, s.Quantity);
    if (take === s.Quantity) await tx.delete(inventory).where(eq(inventory.id, s.id));
    else
      await tx
        .update(inventory)
        .set({ Quantity: sql`${inventory.Quantity} - ${take}` })
        .where(eq(inventory.id, s.id));
    left -= take;
  }
  return quantity - left;
}

/**
 * Refunds a coin purchase in one transaction: marks it refunded (once: a conditional update), takes
 * the package's reward coins and its carried items back from the recipient, pays the price back to the
 * buyer as the purchase recorded it, and returns the unit to a limited stock. Refused, with nothing
 * changed, when the recipient has already spent the reward coins (the balance would go below zero).
 */
export async function refundPurchase(db: Db, actor: StaffActor, purchaseId: number): Promise<{ coinsBack: number; itemsTaken: number }> {
  try {
    return await moneyTransaction(db, async (tx) => {
      const [p] = await tx
        .update(purchases)
        .set({ RefundedAt: new Date() })
        .where(and(eq(purchases.id, purchaseId), isNull(purchases.RefundedAt)))
        .returning();
      if (!p) {
        const [exists] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, purchaseId));
        throw exists ? new Conflict('conflict', 'This purchase was already refunded.') : new NotFound('The purchase was not found.');
      }
      if (p.Currency !== 'Coins') throw new RuleBroken('payment_unavailable', 'Only purchases paid in Coins can be refunded here.');
      const pkg = await findPackage(tx, p.PackageID);
      const playerIds = [p.BuyerID, p.RecipientID].filter((id): id is number => id !== null);
      // The stock row before the players, in the order a purchase takes them, so the two never deadlock.
      await tx
        .update(storePackages)
        .set({ QuantityLeft: sql`${storePackages.QuantityLeft} + 1` })
        .where(and(eq(storePackages.id, p.PackageID), isNotNull(storePackages.QuantityLeft)));
      await lockPlayers(tx, playerIds);
      let itemsTaken = 0;
      // What this purchase granted: its own copy, or the package as it is for purchases older than that copy.
      const granted =
        p.Rewards ?? (pkg ? { Coins: pkg.Coins, Items: pkg.Items.map((e) => ({ ItemID: e.item.id, Quantity: e.Quantity })) } : { Coins: 0, Items: [] });
      if (p.RecipientID !== null) {
        await moveCoins(tx, { from: { user: p.RecipientID }, to: { account: 'store' }, amount: granted.Coins, reason: 'package_refund', refId: p.id });
        for (const entry of granted.Items) itemsTaken += await takeItems(tx, p.RecipientID, entry.ItemID, entry.Quantity);
      }
      if (p.BuyerID !== null) await moveCoins(tx, { from: { account: 'store' }, to: { user: p.BuyerID }, amount: p.Cost, reason: 'refund', refId: p.id });
      const names = await tx
        .select({ id: users.id, Username: users.Username })
        .from(users)
        .where(sql`${users.id} in (${sql.join(playerIds.length ? playerIds : [0], sql`, `)})`);
      const nameOf = (id: number | null) => names.find((n) => n.id === id)?.Username ?? 'a player who has left';
      const gift = p.RecipientID !== p.BuyerID ? ` (a gift for ${nameOf(p.RecipientID)})` : '';
      await recordStaffAction(tx, actor, {
        action: 'purchase.refund',
        targetUserId: p.BuyerID,
        target: `purchase:${p.id}`,
        summary: `${actor.Username} refunded ${nameOf(p.BuyerID)}'s purchase #${p.id} of ${pkg?.Name ?? 'a package'}${gift}: ${formatNumber(p.Cost)} coins back.`,
        before: { RefundedAt: null },
        after: { RefundedAt: p.RefundedAt, coinsBack: p.Cost, rewardCoinsTaken: granted.Coins, itemsTaken },
      });
      return { coinsBack: p.Cost, itemsTaken };
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    throw new RuleBroken(
      'not_enough_coins',
      'The recipient has already spent the coins this package gave them: refunding it would take their balance below zero.',
    );
  }
}
