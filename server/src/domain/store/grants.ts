import { and, eq, sql } from 'drizzle-orm';
import type { StoreGrant, StorePackage } from '@contract/types/store';
import { inventory, userBadges, userTitles, users } from '../../db/schema/index';
import { moveCoins, type Tx } from '../ledger/ledger';

// What a package gives its recipient (docs/product-rules.md#constants-and-limits "Package rewards: Coins, VIP days, Badge, Title", plus
// its items). Runs inside the purchase transaction.

/** VIP days extend a running VIP, or start from now; a plain player becomes VIP (staff stay staff). */
async function grantVip(tx: Tx, userId: number, days: number): Promise<Date | null> {
  const [row] = await tx
    .update(users)
    .set({
      VipUntil: sql`greatest(coalesce(${users.VipUntil}, now()), now()) + ${days} * interval '1 day'`,
      Role: sql`case when ${users.Role} = 'player' then 'vip' else ${users.Role} end`,
    })
    .where(eq(users.id, userId))
    .returning({ VipUntil: users.VipUntil });
  return row?.VipUntil ?? null;
}

/** Items stack onto a carried stack of the same item, else start a new one. */
async function grantItem(tx: Tx, userId: number, itemId: number, quantity: number): Promise<void> {
  const stacked = await tx
    .update(inventory)
    .set({ Quantity: sql`${inventory.Quantity} + ${quantity}` })
    .where(
      and(
        eq(inventory.UserID, userId),
        eq(inventory.ItemID, itemId),
        eq(inventory.IsBank, false),
        eq(inventory.IsSpecial, false),
        // Only the first matching stack grows.
        eq(
          inventory.id,
          sql`(select min(i.id) from ${inventory} i where i.user_id = ${userId} and i.item_id = ${itemId} and not i.is_bank and not i.is_special)`,
        ),
      ),
    )
    .returning({ id: inventory.id });
  if (stacked.length === 0) await tx.insert(inventory).values({ UserID: userId, ItemID: itemId, Quantity: quantity });
}

export async function grantPackage(tx: Tx, opts: { recipientId: number; pkg: StorePackage; purchaseId: number }): Promise<StoreGrant> {
  const { recipientId, pkg, purchaseId } = opts;
  await moveCoins(tx, { from: { account: 'store' }, to: { user: recipientId }, amount: pkg.Coins, reason: 'package', refId: purchaseId });
  const VipUntil = pkg.Vip > 0 ? await grantVip(tx, recipientId, pkg.Vip) : null;
  if (pkg.Badge) await tx.insert(userBadges).values({ UserID: recipientId, BadgeID: pkg.Badge.id }).onConflictDoNothing();
  if (pkg.Title) await tx.insert(userTitles).values({ UserID: recipientId, TitleID: pkg.Title.id }).onConflictDoNothing();
  for (const entry of pkg.Items) await grantItem(tx, recipientId, entry.item.id, entry.Quantity);
  return { Coins: pkg.Coins, Vip: pkg.Vip, VipUntil: VipUntil?.toISOString() ?? null, Badge: pkg.Badge, Title: pkg.Title, Items: pkg.Items };
}
