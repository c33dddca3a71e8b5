import { Type, type TSchema } from 'typebox';
import { WIKI_TYPES } from '../paths';
import { WIKI_DETAIL_TYPES } from '../values/wiki';
import { DataTablesAnswer, DateTime, Effect, Id, ItemRef, ItemTypeRef, PlayerRef, Rarity } from './common';

// The game-data wiki (docs/product-rules.md#entities-and-fields entities, docs/product-rules.md#http-contract Wiki):
// - GET /api/wiki/{type}       DataTables list (query parameters), rows below
// - GET /api/wiki/{type}/{id}  added by Guildhall: one entry with its cross-links (the product rules list only the lists)

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const NamedRef = Type.Object({ id: Type.Integer(), Name: Type.String() });
const named = NamedRef.properties;

/** An item reference with its rarity, as drops, rewards and wares show it. */
const ItemWithRarity = Type.Object({ ...ItemRef.properties, rarity: Rarity });

/** An item as the wiki shows it (docs/product-rules.md#wiki-data-fields Item). */
export const WikiItem = Type.Object({
  ...ItemRef.properties,
  TypeItemID: Type.Integer(),
  rarity: Rarity,
  type: ItemTypeRef,
  InGame: Type.Integer({ description: "How many exist in game; shown '+100x' above 100." }),
  IsTemporary: Type.Boolean(),
  IsUpgradeOnly: Type.Boolean(),
  IsStaffOnly: Type.Boolean(),
  IsNotTrade: Type.Boolean(),
  class_rank: Type.Integer(),
  effect: Nullable(Effect),
  wheel: Type.Boolean(),
  lucky: Type.Boolean(),
  upgrade: Type.Boolean(),
  passive: Type.Boolean(),
  skill: Type.Boolean(),
  sellable: Type.Boolean(),
  tradeable: Type.Boolean(),
});

export const WikiItemDetail = Type.Object({
  ...WikiItem.properties,
  shops: Type.Array(Type.Object({ ...named, Coins: Type.Integer() })),
  quests: Type.Array(Type.Object({ ...named, Quantity: Type.Integer() })),
  monsters: Type.Array(Type.Object({ ...named, Level: Type.Integer(), Chance: Type.Number() })),
  market: Type.Array(Type.Object({ id: Type.Integer(), Quantity: Type.Integer(), Coins: Type.Integer(), Status: Type.Integer(), DateCreated: DateTime }), {
    description: 'The latest market listings of the item.',
  }),
});

const WikiEnhancement = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Icon: Type.String(),
  Level: Type.Integer(),
  RarityID: Type.Integer(),
  rarity: Rarity,
  effect: Nullable(Effect),
});

export const WikiEnhancementDetail = Type.Object({
  ...WikiEnhancement.properties,
  listings: Type.Integer({ description: 'Market listings that carried this enhancement.' }),
});

export const WikiMap = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  RequiredLevel: Type.Integer(),
  RequiredGuildLevel: Type.Integer(),
  IsUpgradeOnly: Type.Boolean(),
});

export const WikiMapDetail = Type.Object({
  ...WikiMap.properties,
  monsters: Type.Array(Type.Object({ ...named, Level: Type.Integer(), Category: Type.String(), entity_category_color: Type.String() })),
  npcs: Type.Array(Type.Object({ ...named, Title: Nullable(Type.String()), ColorName: Type.String(), Level: Type.Integer() })),
});

export const WikiMarketListing = Type.Object({
  id: Type.Integer(),
  item: ItemWithRarity,
  ItemID: Type.Integer(),
  Quantity: Type.Integer(),
  seller: Nullable(PlayerRef),
  SellerID: Nullable(Type.Integer()),
  buyer: Nullable(PlayerRef),
  BuyerID: Nullable(Type.Integer()),
  enhancement: Nullable(Type.Object({ ...named, Level: Type.Integer() })),
  EnhancementID: Nullable(Type.Integer()),
  Coins: Type.Integer(),
  IsSpecial: Type.Boolean(),
  IsVending: Type.Boolean(),
  Status: Type.Integer({ description: '0 listed, 1 sold, 2 expired (MARKET_STATUS).' }),
  ItemDate: DateTime,
  DateCreated: DateTime,
});

export const WikiMonster = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  race: NamedRef,
  RaceID: Type.Integer(),
  element: NamedRef,
  ElementID: Type.Integer(),
  Level: Type.Integer(),
  Coins: Type.Integer(),
  EnergyCost: Type.Integer(),
  Category: Type.String({ description: "The category's name (Normal, Elite, Boss, ...)." }),
  entity_category: Type.Object({ ...named, Color: Type.String() }),
  entity_category_color: Type.String(),
  KD: Type.Integer({ description: 'Times killed.' }),
});

export const WikiMonsterDetail = Type.Object({
  ...WikiMonster.properties,
  map: Nullable(NamedRef),
  drops: Type.Array(Type.Object({ item: ItemWithRarity, Chance: Type.Number() })),
});

export const WikiNpc = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Title: Nullable(Type.String()),
  Level: Type.Integer(),
  Category: Type.String(),
  ColorName: Type.String(),
});

export const WikiNpcDetail = Type.Object({
  ...WikiNpc.properties,
  map: Nullable(NamedRef),
  quests: Type.Array(NamedRef),
  shops: Type.Array(NamedRef),
});

export const WikiQuest = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Experience: Type.Integer(),
  Coins: Type.Integer(),
  ClassPoints: Type.Integer(),
  EnergyCost: Type.Integer(),
  chain: Nullable(NamedRef),
});

export const WikiQuestDetail = Type.Object({
  ...WikiQuest.properties,
  npc: Nullable(Type.Object({ ...named, ColorName: Type.String() })),
  rewards: Type.Array(Type.Object({ item: ItemWithRarity, Quantity: Type.Integer() })),
  chainQuests: Type.Array(NamedRef, { description: 'The other quests of the same chain.' }),
});

export const WikiShop = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  npc: Nullable(Type.Object({ ...named, ColorName: Type.String() })),
  Items: Type.Integer({ description: 'How many items it sells.' }),
});

export const WikiShopDetail = Type.Object({
  ...WikiShop.properties,
  items: Type.Array(Type.Object({ item: ItemWithRarity, Coins: Type.Integer() })),
});

export const WikiBot = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  bot_file: Type.String(),
  user: Nullable(PlayerRef),
  DateCreated: DateTime,
});

export const WikiTitle = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  NameHTML: Type.String({ description: 'Rich name; the SPA sanitises it before rendering.' }),
  RarityID: Type.Integer(),
  rarity: Rarity,
  effect: Nullable(Effect),
});

export const WikiTitleDetail = Type.Object({
  ...WikiTitle.properties,
  holders: Type.Integer({ description: 'Players who own the title.' }),
});

export const WikiRedeemCode = Type.Object({
  id: Type.Integer(),
  code_final: Type.String(),
  Experience: Type.Integer(),
  Coins: Type.Integer(),
  quantity_percentage: Type.Integer({ description: 'Share of redemptions still available, 0-100.' }),
  DateExpiry: DateTime,
});

/** The list row schema of each wiki type. */
export const WIKI_LIST_ROWS = {
  item: WikiItem,
  map: WikiMap,
  market: WikiMarketListing,
  monster: WikiMonster,
  npc: WikiNpc,
  quest: WikiQuest,
  shop: WikiShop,
  bot: WikiBot,
  title: WikiTitle,
  redeem: WikiRedeemCode,
};

/** The detail answer schema of each wiki type (enhancement has a detail page only). */
export const WIKI_DETAILS = {
  item: WikiItemDetail,
  enhancement: WikiEnhancementDetail,
  map: WikiMapDetail,
  market: WikiMarketListing,
  monster: WikiMonsterDetail,
  npc: WikiNpcDetail,
  quest: WikiQuestDetail,
  shop: WikiShopDetail,
  bot: WikiBot,
  title: WikiTitleDetail,
  redeem: WikiRedeemCode,
};

/** The DataTables answer of each list type. */
export const WIKI_LIST_ANSWERS = {
  item: DataTablesAnswer(WikiItem),
  map: DataTablesAnswer(WikiMap),
  market: DataTablesAnswer(WikiMarketListing),
  monster: DataTablesAnswer(WikiMonster),
  npc: DataTablesAnswer(WikiNpc),
  quest: DataTablesAnswer(WikiQuest),
  shop: DataTablesAnswer(WikiShop),
  bot: DataTablesAnswer(WikiBot),
  title: DataTablesAnswer(WikiTitle),
  redeem: DataTablesAnswer(WikiRedeemCode),
};

export const WikiListParams = Type.Object({ type: Type.Enum(WIKI_TYPES, { description: 'The wiki list.', examples: ['item'] }) });
const L = WIKI_LIST_ANSWERS;
export const WikiListAnswer = Type.Union([L.item, L.map, L.market, L.monster, L.npc, L.quest, L.shop, L.bot, L.title, L.redeem], {
  description: 'A DataTables page of the type’s rows (item, map, market, monster, npc, quest, shop, bot, title or redeem, in that order).',
});

export const WikiDetailParams = Type.Object({
  type: Type.Enum(WIKI_DETAIL_TYPES, { description: 'The wiki type: a list type, or enhancement.', examples: ['item'] }),
  id: Id,
});
const D = WIKI_DETAILS;
export const WikiDetailAnswer = Type.Union([D.item, D.enhancement, D.map, D.market, D.monster, D.npc, D.quest, D.shop, D.bot, D.title, D.redeem], {
  description: 'One entry of the type with its cross-links (item, enhancement, map, market, monster, npc, quest, shop, bot, title or redeem, in that order).',
});
