import { count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MARKET_STATUS, type WikiMarketListing } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { enhancements, items, itemTypes, marketListings, rarities, users } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { itemWithRarityColumns, livePlayerRefColumns, toItemWithRarity, toLivePlayerRef } from './fragments';
import { iso } from '../../db/refs';
import type { WikiEntry } from './types';

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const selectListings = (db: Db) =>
  db
    .select({
      id: marketListings.id,
      ItemID: marketListings.ItemID,
      Quantity: marketListings.Quantity,
      SellerID: marketListings.SellerID,
      BuyerID: marketListings.BuyerID,
      EnhancementID: marketListings.EnhancementID,
      Coins: marketListings.Coins,
      IsSpecial: marketListings.IsSpecial,
      IsVending: marketListings.IsVending,
      Status: marketListings.Status,
      ItemDate: marketListings.ItemDate,
      DateCreated: marketListings.DateCreated,
      ...itemWithRarityColumns,
      seller: livePlayerRefColumns(seller),
      buyer: livePlayerRefColumns(buyer),
      enhancementId: enhancements.id,
      enhancementName: enhancements.Name,
      enhancementLevel: enhancements.Level,
    })
    .from(marketListings)
    .innerJoin(items, eq(items.id, marketListings.ItemID))
    .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
    .innerJoin(rarities, eq(rarities.id, items.RarityID))
    .leftJoin(seller, eq(seller.id, marketListings.SellerID))
    .leftJoin(buyer, eq(buyer.id, marketListings.BuyerID))
    .leftJoin(enhancements, eq(enhancements.id, marketListings.EnhancementID))
    .$dynamic();

type ListingSelected = Awaited<ReturnType<typeof selectListings>>[number];

const nullRef = { id: null, Username: null, ColorName: null, ProfileVersion: null, ProviderID: null, DeletedAt: null };

const toListing = (r: ListingSelected): WikiMarketListing => ({
  id: r.id,
  item: toItemWithRarity(r),
  ItemID: r.ItemID,
  Quantity: r.Quantity,
  seller: toLivePlayerRef(r.seller ?? nullRef),
  SellerID: r.SellerID,
  buyer: toLivePlayerRef(r.buyer ?? nullRef),
  BuyerID: r.BuyerID,
  enhancement: r.enhancementId === null ? null : { id: r.enhancementId, Name: r.enhancementName ?? '', Level: r.enhancementLevel ?? 1 },
  EnhancementID: r.EnhancementID,
  Coins: r.Coins,
  IsSpecial: r.IsSpecial,
  IsVending: r.IsVending,
  Status: r.Status,
  ItemDate: iso(r.ItemDate),
  DateCreated: iso(r.DateCreated),
});

export const marketTable: TableDefinition<'id' | 'item' | 'Quantity' | 'Coins' | 'Status' | 'seller' | 'DateCreated'> = {
  sortable: {
    id: marketListings.id,
    item: items.Name,
    Quantity: marketListings.Quantity,
    Coins: marketListings.Coins,
    Status: marketListings.Status,
    seller: seller.Username,
    DateCreated: marketListings.DateCreated,
  },
  defaultOrder: { column: 'DateCreated', dir: 'desc' },
  searchable: [items.Name],
  // Seller and buyer names are matched through the users' trigram index, not by joining a million
  // users into the listing scan; hence the 3-character minimum.
  searchWith: (pattern) => {
    const named = sql`(select ${users.id} from ${users} where ${users.Username} ilike ${pattern})`;
    return or(ilike(items.Name, pattern), inArray(marketListings.SellerID, named), inArray(marketListings.BuyerID, named)) as SQL;
  },
  minSearchLength: 3,
  tiebreak: [marketListings.id],
};

const countListings = (db: Db) => db.select({ n: count() }).from(marketListings).innerJoin(items, eq(items.id, marketListings.ItemID)).$dynamic();

export const marketEntry: WikiEntry<WikiMarketListing, WikiMarketListing> = {
  list: (db, read) => answerTable(read(marketTable), marketTable, () => ({ rows: selectListings(db), count: countListings(db) }), toListing),
  async detail(db, id) {
    const [row] = await selectListings(db).where(eq(marketListings.id, id));
    return row ? toListing(row) : null;
  },
  meta: (l, { say }) => {
    const status = say(MARKET_STATUS[l.Status as keyof typeof MARKET_STATUS] ?? 'Listed');
    return {
      title: say('{item} ×{quantity} on the market', { item: l.item.Name, quantity: l.Quantity }),
      description: l.seller
        ? say('{status} for {coins} Coins by {seller}.', { status, coins: l.Coins, seller: l.seller.Username })
        : say('{status} for {coins} Coins.', { status, coins: l.Coins }),
      image: `/api/image/assets/item/original/${l.ItemID}`,
    };
  },
};
