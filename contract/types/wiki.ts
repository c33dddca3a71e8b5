import type { Static } from 'typebox';
import type * as S from '../schemas/wiki';
export { WIKI_DETAIL_TYPES, type WikiDetailType } from '../values/wiki';

// Answer shapes of the game-data wiki (docs/product-rules.md#entities-and-fields entities, docs/product-rules.md#http-contract Wiki), derived from their schemas:
// - GET /api/wiki/{type}       DataTables list (query parameters), rows below
// - GET /api/wiki/{type}/{id}  added by Guildhall: one entry with its cross-links (the product rules list only the lists)

/** An item as the wiki shows it (docs/product-rules.md#wiki-data-fields Item). */
export type WikiItem = Static<typeof S.WikiItem>;
export type WikiItemDetail = Static<typeof S.WikiItemDetail>;
export type WikiEnhancementDetail = Static<typeof S.WikiEnhancementDetail>;
export type WikiMap = Static<typeof S.WikiMap>;
export type WikiMapDetail = Static<typeof S.WikiMapDetail>;

/** Market listing status values. */
export const MARKET_STATUS = { 0: 'Listed', 1: 'Sold', 2: 'Expired' } as const;

export type WikiMarketListing = Static<typeof S.WikiMarketListing>;
export type WikiMonster = Static<typeof S.WikiMonster>;
export type WikiMonsterDetail = Static<typeof S.WikiMonsterDetail>;
export type WikiNpc = Static<typeof S.WikiNpc>;
export type WikiNpcDetail = Static<typeof S.WikiNpcDetail>;
export type WikiQuest = Static<typeof S.WikiQuest>;
export type WikiQuestDetail = Static<typeof S.WikiQuestDetail>;
export type WikiShop = Static<typeof S.WikiShop>;
export type WikiShopDetail = Static<typeof S.WikiShopDetail>;
export type WikiBot = Static<typeof S.WikiBot>;
export type WikiTitle = Static<typeof S.WikiTitle>;
export type WikiTitleDetail = Static<typeof S.WikiTitleDetail>;
export type WikiRedeemCode = Static<typeof S.WikiRedeemCode>;

/** List row per wiki type. */
export type WikiListRows = { [K in keyof typeof S.WIKI_LIST_ROWS]: Static<(typeof S.WIKI_LIST_ROWS)[K]> };

/** Detail answer per wiki type (enhancement has a detail page only). */
export type WikiDetails = { [K in keyof typeof S.WIKI_DETAILS]: Static<(typeof S.WIKI_DETAILS)[K]> };

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
