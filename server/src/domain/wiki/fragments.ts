import type { Effect, ItemRef, PlayerRef, Rarity } from '@contract/types/entities';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { effects, rarities } from '../../db/schema/index';
import { itemRefColumns, playerRefColumns, toItemRef, toPlayerRefOrNull, type ItemRefRow } from '../../db/refs';

// Select fragments and their mappers shared by the wiki's entries: a rarity, an effect, an item
// reference, a player reference. Each select names its columns once; each mapper builds the
// contract's shape from them.

export const rarityColumns = { rarityId: rarities.id, rarityName: rarities.Name, rarityColor: rarities.Color };
export const toRarity = (r: { rarityId: number; rarityName: string; rarityColor: string }): Rarity => ({
  id: r.rarityId,
  Name: r.rarityName,
  Color: r.rarityColor,
});

export const effectColumns = {
  effectId: effects.id,
  DamageIncrease: effects.DamageIncrease,
  DamageReduction: effects.DamageReduction,
  Experience: effects.Experience,
  effectCoins: effects.Coins,
  ClassPoint: effects.ClassPoint,
  Reputation: effects.Reputation,
};
type EffectSelected = {
  effectId: number | null;
  DamageIncrease: number | null;
  DamageReduction: number | null;
  Experience: number | null;
  effectCoins: number | null;
  ClassPoint: number | null;
  Reputation: number | null;
};
export const toEffect = (r: EffectSelected): Effect | null =>
  r.effectId === null
    ? null
    : {
        DamageIncrease: r.DamageIncrease ?? 0,
        DamageReduction: r.DamageReduction ?? 0,
        Experience: r.Experience ?? 0,
        Coins: r.effectCoins ?? 0,
        ClassPoint: r.ClassPoint ?? 0,
        Reputation: r.Reputation ?? 0,
      };

/** An item reference with its rarity; needs items joined with item_types and rarities. */
export const itemWithRarityColumns = { ...itemRefColumns, ...rarityColumns };
export const toItemWithRarity = (r: ItemRefRow & { rarityId: number; rarityName: string; rarityColor: string }): ItemRef & { rarity: Rarity } => ({
  ...toItemRef(r),
  rarity: toRarity(r),
});

/**
 * A player reference that is null once the player deleted the account (a seller or buyer in the
 * market, a bot's owner); works on `users` and its aliases.
 */
export const livePlayerRefColumns = <T extends Record<'id' | 'Username' | 'ColorName' | 'ProfileVersion' | 'ProviderID' | 'DeletedAt', AnyPgColumn>>(t: T) => ({
  ...playerRefColumns(t),
  DeletedAt: t.DeletedAt as T['DeletedAt'],
});
export const toLivePlayerRef = (r: Parameters<typeof toPlayerRefOrNull>[0] & { DeletedAt: Date | null }): PlayerRef | null =>
  r.DeletedAt ? null : toPlayerRefOrNull(r);
