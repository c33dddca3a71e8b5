import { count, eq, sql } from 'drizzle-orm';
import type { WikiShop, WikiShopDetail } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { items, itemTypes, npcs, rarities, shopItems, shops } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { itemWithRarityColumns, toItemWithRarity } from './fragments';
import type { WikiEntry } from './types';

const itemCount = sql<number>`(select count(*)::int from ${shopItems} where ${shopItems.ShopID} = ${shops.id})`.mapWith(Number);

const selectShops = (db: Db) =>
  db
    .select({ id: shops.id, Name: shops.Name, NpcID: shops.NpcID, npcName: npcs.Name, npcColor: npcs.ColorName, Items: itemCount })
    .from(shops)
    .leftJoin(npcs, eq(npcs.id, shops.NpcID))
    .$dynamic();

type ShopSelected = Awaited<ReturnType<typeof selectShops>>[number];

const toShop = (r: ShopSelected): WikiShop => ({
  id: r.id,
  Name: r.Name,
  npc: r.NpcID === null ? null : { id: r.NpcID, Name: r.npcName ?? '', ColorName: r.npcColor ?? '#ffffff' },
  Items: r.Items,
});

export const shopTable: TableDefinition<'id' | 'Name' | 'npc' | 'Items'> = {
  sortable: { id: shops.id, Name: shops.Name, npc: npcs.Name, Items: itemCount },
  defaultOrder: { column: 'Name', dir: 'asc' },
  searchable: [shops.Name, npcs.Name],
  tiebreak: [shops.id],
};

export const shopEntry: WikiEntry<WikiShopDetail, WikiShop> = {
  list: (db, read) =>
    answerTable(
      read(shopTable),
      shopTable,
      () => ({ rows: selectShops(db), count: db.select({ n: count() }).from(shops).leftJoin(npcs, eq(npcs.id, shops.NpcID)).$dynamic() }),
      toShop,
    ),
  async detail(db, id) {
    const [row] = await selectShops(db).where(eq(shops.id, id));
    if (!row) return null;
    const wares = await db
      .select({ ...itemWithRarityColumns, Coins: shopItems.Coins })
      .from(shopItems)
      .innerJoin(items, eq(items.id, shopItems.ItemID))
      .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
      .innerJoin(rarities, eq(rarities.id, items.RarityID))
      .where(eq(shopItems.ShopID, id))
      .orderBy(items.Name);
    return { ...toShop(row), items: wares.map((w) => ({ item: toItemWithRarity(w), Coins: w.Coins })) };
  },
  meta: (s, { say }) => ({
    title: s.Name,
    description: s.npc
      ? say('{count, plural, one {Shop selling # item, kept by {npc}.} other {Shop selling # items, kept by {npc}.}}', { count: s.Items, npc: s.npc.Name })
      : say('{count, plural, one {Shop selling # item.} other {Shop selling # items.}}', { count: s.Items }),
  }),
};
