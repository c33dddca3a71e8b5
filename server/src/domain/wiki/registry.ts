import type { WikiType } from '@contract/paths';
import type { WikiDetails, WikiDetailType, WikiListRows } from '@contract/types/wiki';
import type { Db } from '../../db/client';
import { botEntry } from './bots';
import { enhancementEntry } from './enhancements';
import { itemEntry } from './items';
import { mapEntry } from './maps';
import { marketEntry } from './market';
import { monsterEntry } from './monsters';
import { npcEntry } from './npcs';
import { questEntry } from './quests';
import { redeemEntry } from './redeem';
import { shopEntry } from './shops';
import { titleEntry } from './titles';
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

export const isWikiDetailType = (type: string): type is WikiDetailType => Object.hasOwn(WIKI_ENTRIES, type);

/** One entry with its share meta, or null when it does not exist. */
export async function loadWikiEntry<K extends WikiDetailType>(db: Db, type: K, id: number): Promise<{ detail: WikiDetails[K]; meta: WikiMeta } | null> {
  const entry: WikiEntry<WikiDetails[K]> = WIKI_ENTRIES[type];
  const detail = await entry.detail(db, id);
  return detail === null ? null : { detail, meta: entry.meta(detail) };
}
