import type { WikiType } from '@contract/paths';
import { msg } from '@/lib/i18n/translate';

/** Each wiki list's plural heading, as the pages show it (translated where shown, with `t`). */
export const WIKI_SECTION_NAMES: Record<WikiType, string> = {
  item: msg('Items'),
  map: msg('Maps'),
  market: msg('Market'),
  monster: msg('Monsters'),
  npc: msg('NPCs'),
  quest: msg('Quests'),
  shop: msg('Shops'),
  bot: msg('Bots'),
  title: msg('Titles'),
  redeem: msg('Redeem codes'),
};
