import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { formatNumber } from '@contract/rules/format';
import { isPlayableCurrency, type StoreBuyAnswer } from '@contract/types/store';
import type { Db } from '../../db/client';
import { purchases, storePackages, timeline, users } from '../../db/schema/index';
import { Conflict, notFound, NotFound, PaymentUnavailable, RuleBroken } from '../errors';
import { balanceOf, lockPlayers, moneyTransaction, moveCoins, NotEnoughCoins, type Tx } from '../ledger/ledger';
import { playerRefColumns } from '../../db/refs';
import { findPackage, onSale, packageName } from './catalogue';
import { grantPackage } from './grants';
import { MAX_ID } from '@contract/rules/ids';
import { queueAnnouncement, type Announcements } from '../community/announce';
import { stockLowMessage } from '../community/webhooks';

const RECIPIENT_NOT_FOUND_TEXT = 'The player you chose to receive the gift was not found.';

// A purchase (docs/product-rules.md#store-and-gifts Store package): one transaction that takes one unit of limited
// stock with a conditional update, debits the buyer with a conditional update, grants the rewards to
// the recipient, and records the purchase, its ledger rows and a timeline entry. Either all of it
// happens or none of it.

const outOfStock = () => new Conflict('out_of_stock', 'This package is out of stock.');

/** Real-money packages need a payment provider; none is configured, so they are refused (docs/money.md says how to plug one in). */
const noPaymentProvider = (currency: string) =>
  new PaymentUnavailable(`This package is paid in ${currency}, and payments in real money are not available yet. Please choose a package paid in Coins.`);

/** A limited package is news at the low-stock threshold, then when it sells out. */
async function announceStockLeft(tx: Tx, to: Announcements | undefined, packageId: number, left: number) {
  if (!to || (left !== to.stockLow && left !== 0)) return;
  const Name = (await packageName(tx, packageId)) ?? '';
  await queueAnnouncement(tx, to, stockLowMessage(to.origin, { id: packageId, Name, left }));
}

export async function buyPackage(
  db: Db,
  opts: {
    buyerId: number;
    packageId: number;
    recipientId?: number;
    /** Where a limited package running low is announced (queued in this transaction). */
    announcements?: Announcements;
  },
): Promise<Omit<StoreBuyAnswer, 'message'>> {
  const { buyerId, packageId } = opts;
  const recipientId = opts.recipientId ?? buyerId;
  const gift = recipientId !== buyerId;
  if (opts.recipientId === buyerId) throw new RuleBroken('gift_to_self', "You can't send a gift to yourself. Buy the package for yourself instead.");
  // An id past what a table can hold names no player (and must not reach the database as one).
  if (recipientId > MAX_ID) throw new NotFound(RECIPIENT_NOT_FOUND_TEXT);

  // Checks that need no lock, so obvious refusals cost no transaction.
  const pkg = await findPackage(db, packageId);
  if (!pkg) throw notFound('The package');
  const [sale] = await db
    .select({ Giftable: storePackages.Giftable })
    .from(storePackages)
    .where(and(eq(storePackages.id, packageId), onSale()));
  // A draft, a retired package or one outside its sale dates is not on the store.
  if (!sale) throw notFound('The package');
  if (gift && !sale.Giftable) throw new RuleBroken('not_giftable', 'This package cannot be sent as a gift. Buy it for yourself instead.');
  if (!isPlayableCurrency(pkg.Currency)) throw noPaymentProvider(pkg.Currency);
  if (pkg.QuantityLeft !== null && pkg.QuantityLeft < 1) throw outOfStock();

  try {
    return await moneyTransaction(db, async (tx) => {
      if (pkg.QuantityLeft !== null) {
        // The stock row is the contended one: 50 buyers of the last unit queue here, one gets it.
        const [taken] = await tx
          .update(storePackages)
          .set({ QuantityLeft: sql`${storePackages.QuantityLeft} - 1` })
          .where(and(eq(storePackages.id, packageId), isNotNull(storePackages.QuantityLeft), gte(storePackages.QuantityLeft, 1)))
          .returning({ QuantityLeft: storePackages.QuantityLeft });
        if (!taken) throw outOfStock();
        await announceStockLeft(tx, opts.announcements, packageId, taken.QuantityLeft ?? 0);
      }
      await lockPlayers(tx, [buyerId, recipientId]);
      const [buyer] = await tx
        .select({ ...playerRefColumns(users), DeletedAt: users.DeletedAt })
        .from(users)
        .where(eq(users.id, buyerId));
      const [recipient] = gift
        ? await tx
            .select({ ...playerRefColumns(users), DeletedAt: users.DeletedAt })
            .from(users)
            .where(eq(users.id, recipientId))
        : [buyer];
      if (!recipient || recipient.DeletedAt) throw new NotFound(RECIPIENT_NOT_FOUND_TEXT);

      const [purchase] = await tx
        .insert(purchases)
        .values({
          PackageID: pkg.id,
          BuyerID: buyerId,
          RecipientID: recipientId,
          Cost: pkg.Cost,
          Currency: pkg.Currency,
          // What it grants now, so a later edit of the package changes neither this purchase nor its refund.
          Rewards: {
            Coins: pkg.Coins,
            Vip: pkg.Vip,
            BadgeID: pkg.Badge?.id ?? null,
            TitleID: pkg.Title?.id ?? null,
            Items: pkg.Items.map((i) => ({ ItemID: i.item.id, Quantity: i.Quantity })),
          },
        })
        .returning({ id: purchases.id });
      const paid = await moveCoins(tx, { from: { user: buyerId }, to: { account: 'store' }, amount: pkg.Cost, reason: 'purchase', refId: purchase.id });
      const granted = await grantPackage(tx, { recipientId, pkg, purchaseId: purchase.id });
      await tx
        .insert(timeline)
        .values(
          gift
            ? { UserID: recipientId, Identify: 'gift', Header: `Gift from ${buyer.Username}`, Body: `${buyer.Username} gifted you the ${pkg.Name}.` }
            : { UserID: buyerId, Identify: 'purchase', Header: 'Store purchase', Body: `Bought the ${pkg.Name}.` },
        );
      // Reward coins may have gone to the buyer too (a purchase for oneself): answer the final balance.
      const coins = gift ? (paid.get(buyerId) ?? 0) : await balanceOf(tx, buyerId);
      const { DeletedAt: _deleted, ...recipientRef } = recipient;
      return {
        coins,
        purchase: { id: purchase.id, package: { id: pkg.id, Name: pkg.Name }, Cost: pkg.Cost, Currency: pkg.Currency, recipient: recipientRef, gift, granted },
      };
    });
  } catch (e) {
    if (!(e instanceof NotEnoughCoins)) throw e;
    const have = await balanceOf(db, buyerId);
    throw new RuleBroken('not_enough_coins', `This package costs ${formatNumber(pkg.Cost)} Coins, but you have ${formatNumber(have)}.`);
  }
}
