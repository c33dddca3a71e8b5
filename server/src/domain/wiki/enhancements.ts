import { count, eq } from 'drizzle-orm';
import type { WikiEnhancementDetail } from '@contract/types/wiki';
import { effects, enhancements, marketListings, rarities } from '../../db/schema/index';
import { effectColumns, rarityColumns, toEffect, toRarity } from './fragments';
import type { WikiEntry } from './types';

/** Enhancements have a detail page only (/wiki/enhancement/{id}); market listings link to them. */
export const enhancementEntry: WikiEntry<WikiEnhancementDetail, never> = {
  async detail(db, id) {
    const [r] = await db
      .select({
        id: enhancements.id,
        Name: enhancements.Name,
        Icon: enhancements.Icon,
        Level: enhancements.Level,
        RarityID: enhancements.RarityID,
        ...rarityColumns,
        ...effectColumns,
      })
      .from(enhancements)
      .innerJoin(rarities, eq(rarities.id, enhancements.RarityID))
      .leftJoin(effects, eq(effects.id, enhancements.EffectID))
      .where(eq(enhancements.id, id));
    if (!r) return null;
    const [{ n }] = await db.select({ n: count() }).from(marketListings).where(eq(marketListings.EnhancementID, id));
    return { id: r.id, Name: r.Name, Icon: r.Icon, Level: r.Level, RarityID: r.RarityID, rarity: toRarity(r), effect: toEffect(r), listings: n };
  },
  meta: (e, { say }) => ({
    title: e.Name,
    description: say('{rarity} enhancement, level {level}.', { rarity: e.rarity.Name, level: e.Level }),
    image: `/api/image/assets/item/original/${encodeURIComponent(e.Icon)}`,
  }),
};
