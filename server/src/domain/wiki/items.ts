import { and, count, desc, eq } from 'drizzle-orm';
import { CLASS_RANK_ARMOR_SPOT, type WikiItem, type WikiItemDetail } from '@contract/types/wiki';
import { formatInGameCount } from '@contract/rules/format';
import type { Db } from '../../db/client';
import { effects, items, itemTypes, marketListings, monsterDrops, monsters, questRewards, quests, rarities, shopItems, shops } from '../../db/schema/index';
import { answerTable, type TableDefinition } from '../tables/table-query';
import { effectColumns, rarityColumns, toEffect, toRarity } from './fragments';
import { iso } from '../../db/refs';
import type { WikiEntry } from './types';

const itemColumns = {
  id: items.id,
  Name: items.Name,
  Icon: items.Icon,
  TypeItemID: items.TypeItemID,
  RarityID: items.RarityID,
  InGame: items.InGame,
  IsTemporary: items.IsTemporary,
  IsUpgradeOnly: items.IsUpgradeOnly,
  IsStaffOnly: items.IsStaffOnly,
  IsNotTrade: items.IsNotTrade,
  ClassRank: items.ClassRank,
  IsWheel: items.IsWheel,
  IsLucky: items.IsLucky,
  IsUpgrade: items.IsUpgrade,
  IsPassive: items.IsPassive,
  IsSkill: items.IsSkill,
  IsSellable: items.IsSellable,
  IsTradeable: items.IsTradeable,
  typeName: itemTypes.Name,
  typeNameCustom: itemTypes.NameCustom,
  typeEquipSpot: itemTypes.EquipSpot,
  ...rarityColumns,
  ...effectColumns,
};

const selectItems = (db: Db) =>
  db
    .select(itemColumns)
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
    .innerJoin(rarities, eq(rarities.id, items.RarityID))
    .leftJoin(effects, eq(effects.id, items.EffectID))
    .$dynamic();

type ItemSelected = Awaited<ReturnType<typeof selectItems>>[number];

const toItem = (r: ItemSelected): WikiItem => ({
  id: r.id,
  Name: r.Name,
  Icon: r.Icon,
  TypeItemID: r.TypeItemID,
  RarityID: r.RarityID,
  rarity: toRarity(r),
  type: { Name: r.typeName, NameCustom: r.typeNameCustom, EquipSpot: r.typeEquipSpot },
  InGame: r.InGame,
  IsTemporary: r.IsTemporary,
  IsUpgradeOnly: r.IsUpgradeOnly,
  IsStaffOnly: r.IsStaffOnly,
  IsNotTrade: r.IsNotTrade,
  class_rank: r.ClassRank,
  effect: toEffect(r),
  wheel: r.IsWheel,
  lucky: r.IsLucky,
  upgrade: r.IsUpgrade,
  passive: r.IsPassive,
  skill: r.IsSkill,
  sellable: r.IsSellable,
  tradeable: r.IsTradeable,
});

export const itemTable: TableDefinition<'id' | 'Name' | 'type' | 'RarityID' | 'InGame' | 'class_rank'> = {
  sortable: { id: items.id, Name: items.Name, type: itemTypes.Name, RarityID: items.RarityID, InGame: items.InGame, class_rank: items.ClassRank },
  defaultOrder: { column: 'Name', dir: 'asc' },
  searchable: [items.Name, itemTypes.Name, itemTypes.NameCustom],
  tiebreak: [items.id],
};

export const itemEntry: WikiEntry<WikiItemDetail, WikiItem> = {
  list: (db, read) =>
    answerTable(
      read(itemTable),
      itemTable,
      () => ({
        rows: selectItems(db),
        count: db.select({ n: count() }).from(items).innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID)).$dynamic(),
      }),
      toItem,
    ),
  async detail(db, id) {
    const [row] = await selectItems(db).where(eq(items.id, id));
    if (!row) return null;
    const [shopRows, questRows, monsterRows, marketRows] = [
      await db
        .select({ id: shops.id, Name: shops.Name, Coins: shopItems.Coins })
        .from(shopItems)
        .innerJoin(shops, eq(shops.id, shopItems.ShopID))
        .where(eq(shopItems.ItemID, id))
        .orderBy(shops.Name),
      await db
        .select({ id: quests.id, Name: quests.Name, Quantity: questRewards.Quantity })
        .from(questRewards)
        .innerJoin(quests, eq(quests.id, questRewards.QuestID))
        .where(eq(questRewards.ItemID, id))
        .orderBy(quests.Name),
      await db
        .select({ id: monsters.id, Name: monsters.Name, Level: monsters.Level, Chance: monsterDrops.Chance })
        .from(monsterDrops)
        .innerJoin(monsters, eq(monsters.id, monsterDrops.MonsterID))
        .where(eq(monsterDrops.ItemID, id))
        .orderBy(desc(monsterDrops.Chance), monsters.Name),
      await db
        .select({
          id: marketListings.id,
          Quantity: marketListings.Quantity,
          Coins: marketListings.Coins,
          Status: marketListings.Status,
          DateCreated: marketListings.DateCreated,
        })
        .from(marketListings)
        .where(and(eq(marketListings.ItemID, id)))
        .orderBy(desc(marketListings.DateCreated), desc(marketListings.id))
        .limit(10),
    ];
    return {
      ...toItem(row),
      shops: shopRows,
      quests: questRows,
      monsters: monsterRows,
      market: marketRows.map((m) => ({ ...m, DateCreated: iso(m.DateCreated) })),
    };
  },
  meta: (item, { say }) => ({
    title: item.Name,
    description: say('{rarity} {type}. In game: {count}.', {
      rarity: item.rarity.Name,
      type: item.type.NameCustom ?? item.type.Name,
      count: formatInGameCount(item.InGame),
    }),
    // Class-rank armor has its own original image (docs/product-rules.md#http-contract Images).
    image: item.type.EquipSpot === CLASS_RANK_ARMOR_SPOT ? `/api/image/assets/armor/original/${item.id}` : `/api/image/assets/item/original/${item.id}`,
  }),
};
