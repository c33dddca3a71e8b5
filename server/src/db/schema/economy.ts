import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { badges, items, rarities, titles } from './game-data';
import { users } from './players';

import type { BetStatus } from '../../../../contract/types/bets';
import type { StorePackageStatus } from '../../../../contract/values/store';

/** A purchase's own copy of what it granted: refunds take back exactly this. */
export interface PurchaseRewards {
  Coins: number;
  Vip: number;
  BadgeID: number | null;
  TitleID: number | null;
  Items: { ItemID: number; Quantity: number }[];
}

export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    Coins: bigint('coins', { mode: 'number' }).notNull(),
    Tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The joiner; null while open. */
    TargetID: integer('target_id').references(() => users.id),
    /** false: the creator wins; true: the joiner wins. Drawn when joined. */
    Side: boolean('side'),
    Status: varchar('status', { length: 16 }).$type<BetStatus>().notNull().default('open'),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    DateJoined: timestamp('date_joined', { withTimezone: true }),
    /** Provably fair flip: the secret seed, revealed once the bet is joined. Null on bets older than the feature. */
    ServerSeed: varchar('server_seed', { length: 64 }),
    /** SHA-256 of ServerSeed, published from creation on. */
    ServerSeedHash: varchar('server_seed_hash', { length: 64 }),
    /** The joiner's seed, mixed into the flip. */
    ClientSeed: varchar('client_seed', { length: 64 }),
  },
  (t) => [
    index('bets_status_idx').on(t.Status, t.id),
    check('bets_coins_positive', sql`${t.Coins} > 0`),
    check('bets_tax_not_negative', sql`${t.Tax} >= 0`),
    check('bets_status_known', sql`${t.Status} in ('open', 'joined', 'cancelled', 'voided')`),
  ],
);

/**
 * Every movement of coins is a row here. `Account` names the side of the movement that
 * is not a player: escrow, tax, forfeit, store, reward, seed. The sum of player balances plus the
 * non-player accounts is invariant.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    Account: varchar('account', { length: 16 }).notNull(),
    /** Positive: coins to the player (or account when UserID is null); negative: coins away. */
    Delta: bigint('delta', { mode: 'number' }).notNull(),
    Reason: varchar('reason', { length: 32 }).notNull(),
    RefID: integer('ref_id'),
    Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A player's rows newest first (their ledger table in the dashboard) and their sum.
    index('coin_ledger_user_idx').on(t.UserID, t.id),
    index('coin_ledger_ref_idx').on(t.Reason, t.RefID),
  ],
);

export const storePackages = pgTable(
  'store_packages',
  {
    id: serial('id').primaryKey(),
    Name: varchar('name', { length: 128 }).notNull(),
    File: varchar('file', { length: 128 }).notNull(),
    /** 1, 2 or 3, each with its own layout; 2 is limited stock. */
    Type: integer('type').notNull(),
    RarityID: integer('rarity_id')
      .notNull()
      .references(() => rarities.id),
    Cost: bigint('cost', { mode: 'number' }).notNull(),
    /** Coins (playable), or a real-money currency code refused until a payment provider is set. */
    Currency: varchar('currency', { length: 8 }).notNull().default('Coins'),
    /** Remaining stock for limited packages; null means unlimited. */
    QuantityLeft: integer('quantity_left'),
    Coins: bigint('coins', { mode: 'number' }).notNull().default(0),
    /** VIP days granted. */
    Vip: integer('vip').notNull().default(0),
    BadgeID: integer('badge_id').references(() => badges.id),
    TitleID: integer('title_id').references(() => titles.id),
    SortOrder: integer('sort_order').notNull().default(0),
    /** draft (staff only), published (on the store) or retired (off the store, kept for its purchases). */
    Status: varchar('status', { length: 16 }).$type<StorePackageStatus>().notNull().default('published'),
    /** Bumped by every staff edit: an edit names the version it was based on, so a stale one is refused. */
    Version: integer('version').notNull().default(1),
    /** The sale window: the package is on the store only between these (either may be open). */
    SaleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    SaleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** Whether it may be bought as a gift for another player. */
    Giftable: boolean('giftable').notNull().default(true),
  },
  // Stock is money too: a limited package never goes below zero (null means unlimited).
  (t) => [
    check('store_packages_stock_not_negative', sql`${t.QuantityLeft} is null or ${t.QuantityLeft} >= 0`),
    check('store_packages_cost_not_negative', sql`${t.Cost} >= 0`),
    check('store_packages_status_known', sql`${t.Status} in ('draft', 'published', 'retired')`),
  ],
);

export const storePackageItems = pgTable(
  'store_package_items',
  {
    PackageID: integer('package_id')
      .notNull()
      .references(() => storePackages.id, { onDelete: 'cascade' }),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id),
    Quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.PackageID, t.ItemID] })],
);

export const purchases = pgTable('purchases', {
  id: serial('id').primaryKey(),
  PackageID: integer('package_id')
    .notNull()
    .references(() => storePackages.id),
  BuyerID: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
  RecipientID: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
  Cost: bigint('cost', { mode: 'number' }).notNull(),
  Currency: varchar('currency', { length: 8 }).notNull(),
  Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  /** What the package granted at the time of purchase, so a later edit of the package changes no purchase; null on older rows. */
  Rewards: jsonb('rewards').$type<PurchaseRewards>(),
  /** Set once when staff refund it: the coins went back and the unit returned to the stock. */
  RefundedAt: timestamp('refunded_at', { withTimezone: true }),
});
