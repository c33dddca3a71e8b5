/** The types with a detail page: the list types plus `enhancement` (detail only). */
export const WIKI_DETAIL_TYPES = ['item', 'enhancement', 'map', 'market', 'monster', 'npc', 'quest', 'shop', 'bot', 'title', 'redeem'] as const;
export type WikiDetailType = (typeof WIKI_DETAIL_TYPES)[number];
