// Answer shapes of the game-data wiki (SPEC §3 entities, §7 Wiki):
// - GET /api/wiki/{type}       DataTables list (query parameters), rows below
// - GET /api/wiki/{type}/{id}  added by Guildhall: one entry with its cross-links (SPEC lists only the lists)
import type { Effect, ItemRef, ItemTypeRef, PlayerRef, Rarity } from './entities';

export interface NamedRef {
  id: number;
  Name: string;
}

/** An item as the wiki shows it (SPEC §3 Item). */
export interface WikiItem extends ItemRef {
  TypeItemID: number;
  rarity: Rarity;
  type: ItemTypeRef;
  /** How many exist in game; shown '+100x' above 100. */
  InGame: number;
  IsTemporary: boolean;
  IsUpgradeOnly: boolean;
  IsStaffOnly: boolean;
  IsNotTrade: boolean;
  class_rank: number;
  effect: Effect | null;
  wheel: boolean;
  lucky: boolean;
  upgrade: boolean;
  passive: boolean;
  skill: boolean;
  sellable: boolean;
  tradeable: boolean;
}

export interface WikiItemDetail extends WikiItem {
  shops: (NamedRef & { Coins: number })[];
  quests: (NamedRef & { Quantity: number })[];
  monsters: (NamedRef & { Level: number; Chance: number })[];
  /** The latest market listings of the item. */
  market: { id: number; Quantity: number; Coins: number; Status: number; DateCreated: string }[];
}

export interface WikiEnhancement {
  id: number;
  Name: string;
  Icon: string;
  Level: number;
  RarityID: number;
  rarity: Rarity;
  effect: Effect | null;
}

export interface WikiEnhancementDetail extends WikiEnhancement {
  /** Market listings that carried this enhancement. */
  listings: number;
}

export interface WikiMap {
  id: number;
  Name: string;
  RequiredLevel: number;
  RequiredGuildLevel: number;
  IsUpgradeOnly: boolean;
}

export interface WikiMapDetail extends WikiMap {
  monsters: (NamedRef & { Level: number; Category: string; entity_category_color: string })[];
  npcs: (NamedRef & { Title: string | null; ColorName: string; Level: number })[];
}

/** Market listing status values. */
export const MARKET_STATUS = { 0: 'Listed', 1: 'Sold', 2: 'Expired' } as const;

export interface WikiMarketListing {
  id: number;
  item: ItemRef & { rarity: Rarity };
  ItemID: number;
  Quantity: number;
  seller: PlayerRef | null;
  SellerID: number | null;
  buyer: PlayerRef | null;
  BuyerID: number | null;
  enhancement: (NamedRef & { Level: number }) | null;
  EnhancementID: number | null;
  Coins: number;
  IsSpecial: boolean;
  IsVending: boolean;
  /** 0 listed, 1 sold, 2 expired (MARKET_STATUS). */
  Status: number;
  ItemDate: string;
  DateCreated: string;
}

export interface WikiMonster {
  id: number;
  Name: string;
  race: NamedRef;
  RaceID: number;
  element: NamedRef;
  ElementID: number;
  Level: number;
  Coins: number;
  EnergyCost: number;
  /** The category's name (Normal, Elite, Boss, ...). */
  Category: string;
  entity_category: NamedRef & { Color: string };
  entity_category_color: string;
  /** Times killed. */
  KD: number;
}

export interface WikiMonsterDetail extends WikiMonster {
  map: NamedRef | null;
  drops: { item: ItemRef & { rarity: Rarity }; Chance: number }[];
}

export interface WikiNpc {
  id: number;
  Name: string;
  Title: string | null;
  Level: number;
  Category: string;
  ColorName: string;
}

export interface WikiNpcDetail extends WikiNpc {
  map: NamedRef | null;
  quests: NamedRef[];
  shops: NamedRef[];
}

export interface WikiQuest {
  id: number;
  Name: string;
  Experience: number;
  Coins: number;
  ClassPoints: number;
  EnergyCost: number;
  chain: NamedRef | null;
}

export interface WikiQuestDetail extends WikiQuest {
  npc: (NamedRef & { ColorName: string }) | null;
  rewards: { item: ItemRef & { rarity: Rarity }; Quantity: number }[];
  /** The other quests of the same chain. */
  chainQuests: NamedRef[];
}

export interface WikiShop {
  id: number;
  Name: string;
  npc: (NamedRef & { ColorName: string }) | null;
  /** How many items it sells. */
  Items: number;
}

export interface WikiShopDetail extends WikiShop {
  items: { item: ItemRef & { rarity: Rarity }; Coins: number }[];
}

export interface WikiBot {
  id: number;
  Name: string;
  bot_file: string;
  user: PlayerRef | null;
  DateCreated: string;
}

export interface WikiTitle {
  id: number;
  Name: string;
  /** Rich name; the SPA sanitises it before rendering. */
  NameHTML: string;
  RarityID: number;
  rarity: Rarity;
  effect: Effect | null;
}

export interface WikiTitleDetail extends WikiTitle {
  /** Players who own the title. */
  holders: number;
}

export interface WikiRedeemCode {
  id: number;
  code_final: string;
  Experience: number;
  Coins: number;
  /** Share of redemptions still available, 0-100. */
  quantity_percentage: number;
  DateExpiry: string;
}

/** List row per wiki type. */
export interface WikiListRows {
  item: WikiItem;
  map: WikiMap;
  market: WikiMarketListing;
  monster: WikiMonster;
  npc: WikiNpc;
  quest: WikiQuest;
  shop: WikiShop;
  bot: WikiBot;
  title: WikiTitle;
  redeem: WikiRedeemCode;
}

/** Detail answer per wiki type (enhancement has a detail page only). */
export interface WikiDetails {
  item: WikiItemDetail;
  enhancement: WikiEnhancementDetail;
  map: WikiMapDetail;
  market: WikiMarketListing;
  monster: WikiMonsterDetail;
  npc: WikiNpcDetail;
  quest: WikiQuestDetail;
  shop: WikiShopDetail;
  bot: WikiBot;
  title: WikiTitleDetail;
  redeem: WikiRedeemCode;
}
export type WikiDetailType = keyof WikiDetails;
export const WIKI_DETAIL_TYPES: readonly WikiDetailType[] = ['item', 'enhancement', 'map', 'market', 'monster', 'npc', 'quest', 'shop', 'bot', 'title', 'redeem'];

/** Item types whose EquipSpot `ar` marks class-rank armor. */
export const CLASS_RANK_ARMOR_SPOT = 'ar';

/** Plural heading of each wiki list (navigation, page titles, share meta). */
export const WIKI_TYPE_TITLES = {
  item: 'Items',
  map: 'Maps',
  market: 'Market',
  monster: 'Monsters',
  npc: 'NPCs',
  quest: 'Quests',
  shop: 'Shops',
  bot: 'Bots',
  title: 'Titles',
  redeem: 'Redeem codes',
} as const;
