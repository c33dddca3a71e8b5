import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatNumber } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { inventory, purchases, storePackages, userBadges, userTitles, users, type PurchaseRewards } from '../../db/schema/index';
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

/** Whether another purchase of the recipient, not refunded, gave the same badge or title (then it stays theirs): its own copy of its rewards, or its package for older purchases. */
const stillOwedBy = (p: { id: number; RecipientID: number }, key: 'BadgeID' | 'TitleID', id: number) =>
  sql`not exists (select 1 from ${purchases} o join ${storePackages} s on s.id = o.package_id
        where o.recipient_id = ${p.RecipientID} and o.id <> ${p.id} and o.refunded_at is null
          and coalesce((o.rewards ->> ${key})::int, ${sql.raw(key === 'BadgeID' ? 's.badge_id' : 's.title_id')}) = ${id})`;

/**
 * Takes back what the package gave besides coins and items: its VIP days (a VIP that ends by it makes a
 * VIP a plain player again; staff stay staff), and its badge and title, but only when this purchase
 * gave them (the player did not have them before) and no other purchase of theirs still does. A worn
 * title taken back is no longer worn.
 */
async function takeRewardsBack(tx: Tx, p: { id: number; RecipientID: number; Date: Date }, granted: PurchaseRewards) {
  let vipDays = 0;
  if (granted.Vip > 0) {
    const less = sql`${users.VipUntil} - ${granted.Vip} * interval '1 day'`;
    const [row] = await tx
      .update(users)
      .set({
        VipUntil: sql`case when ${less} > now() then ${less} else null end`,
        Role: sql`case when ${users.Role} = 'vip' and (${users.VipUntil} is null or ${less} <= now()) then 'player' else ${users.Role} end`,
      })
      .where(and(eq(users.id, p.RecipientID), isNotNull(users.VipUntil)))
      .returning({ id: users.id });
    if (row) vipDays = granted.Vip;
  }
  let badge = false;
  if (granted.BadgeID !== null) {
    const taken = await tx
      .delete(userBadges)
      .where(
        and(
          eq(userBadges.UserID, p.RecipientID),
          eq(userBadges.BadgeID, granted.BadgeID),
          gte(userBadges.DateCreated, p.Date),
          stillOwedBy(p, 'BadgeID', granted.BadgeID),
        ),
      )
      .returning({ id: userBadges.BadgeID });
    badge = taken.length > 0;
  }
  let title = false;
  if (granted.TitleID !== null) {
    const taken = await tx
      .delete(userTitles)
      .where(
        and(
          eq(userTitles.UserID, p.RecipientID),
          eq(userTitles.TitleID, granted.TitleID),
          gte(userTitles.DateCreated, p.Date),
          stillOwedBy(p, 'TitleID', granted.TitleID),
        ),
      )
      .returning({ id: userTitles.TitleID });
    title = taken.length > 0;
    if (title)
      await tx
        .update(users)
        .set({ TitleID: null })
        .where(and(eq(users.id, p.RecipientID), eq(users.TitleID, granted.TitleID)));
  }
  return { vipDays, badge, title };
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
      const granted: PurchaseRewards =
        p.Rewards ??
        (pkg
          ? {
              Coins: pkg.Coins,
              Vip: pkg.Vip,
              BadgeID: pkg.Badge?.id ?? null,
              TitleID: pkg.Title?.id ?? null,
              Items: pkg.Items.map((e) => ({ ItemID: e.item.id, Quantity: e.Quantity })),
            }
          : { Coins: 0, Vip: 0, BadgeID: null, TitleID: null, Items: [] });
      let rewardsTaken = { vipDays: 0, badge: false, title: false };
      if (p.RecipientID !== null) {
        await moveCoins(tx, { from: { user: p.RecipientID }, to: { account: 'store' }, amount: granted.Coins, reason: 'package_refund', refId: p.id });
        for (const entry of granted.Items) itemsTaken += await takeItems(tx, p.RecipientID, entry.ItemID, entry.Quantity);
        rewardsTaken = await takeRewardsBack(tx, { id: p.id, RecipientID: p.RecipientID, Date: p.Date }, granted);
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
        after: { RefundedAt: p.RefundedAt, coinsBack: p.Cost, rewardCoinsTaken: granted.Coins, itemsTaken, ...rewardsTaken },
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
