import type { Language } from '@contract/i18n/languages';
import type { WikiType } from '@contract/paths';
import type { WikiDetails, WikiDetailType, WikiListRows } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { pageText } from '../../lib/page-text';
import type { TableDefinition } from '../tables/table-query';
import { botEntry, botTable } from './bots';
import { enhancementEntry } from './enhancements';
import { itemEntry, itemTable } from './items';
import { mapEntry, mapTable } from './maps';
import { marketEntry, marketTable } from './market';
import { monsterEntry, monsterTable } from './monsters';
import { npcEntry, npcTable } from './npcs';
import { questEntry, questTable } from './quests';
import { redeemEntry, redeemTable } from './redeem';
import { shopEntry, shopTable } from './shops';
import { titleEntry, titleTable } from './titles';
import type { WikiEntry, WikiMeta } from './types';

/** Every wiki type with its list and detail (enhancement: detail only). */
export const WIKI_ENTRIES: { [K in WikiDetailType]: WikiEntry<WikiDetails[K], K extends WikiType ? WikiListRows[K] : never> } = {
  item: itemEntry,
  enhancement: enhancementEntry,
  map: mapEntry,
  market: marketEntry,
  monster: monsterEntry,
  npc: npcEntry,
  quest: questEntry,
  shop: shopEntry,
  bot: botEntry,
  title: titleEntry,
  redeem: redeemEntry,
};

/** Each list's table declaration: what it sorts by and its shortest honoured search. */
export const WIKI_TABLES: Record<WikiType, TableDefinition<string>> = {
  item: itemTable,
  map: mapTable,
  market: marketTable,
  monster: monsterTable,
  npc: npcTable,
  quest: questTable,
  shop: shopTable,
  bot: botTable,
  title: titleTable,
  redeem: redeemTable,
};

export const isWikiDetailType = (type: string): type is WikiDetailType => Object.hasOwn(WIKI_ENTRIES, type);

/** One entry with its share meta in a language, or null when it does not exist. */
export async function loadWikiEntry<K extends WikiDetailType>(
  db: Db,
  type: K,
  id: number,
): Promise<{ detail: WikiDetails[K]; meta: (language: Language) => WikiMeta } | null> {
  const entry: WikiEntry<WikiDetails[K]> = WIKI_ENTRIES[type];
  const detail = await entry.detail(db, id);
  return detail === null ? null : { detail, meta: (language) => entry.meta(detail, pageText(language)) };
}
