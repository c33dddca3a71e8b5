import type { Effect, ItemRef, PlayerRef, Rarity } from '@contract/types/entities';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { effects, rarities } from '../../db/schema/index';
import {
  itemRefColumns as baseItemRefColumns,
  playerRefColumns as basePlayerRefColumns,
  toItemRef as baseToItemRef,
  type ItemRefRow,
} from '../../db/refs';

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

/** Needs items joined with item_types and rarities. */
export const itemRefColumns = { ...baseItemRefColumns, ...rarityColumns };
export const toItemRef = (r: ItemRefRow & { rarityId: number; rarityName: string; rarityColor: string }): ItemRef & { rarity: Rarity } => ({
  ...baseToItemRef(r),
  rarity: toRarity(r),
});

/** Works on `users` and on its aliases (seller, buyer); DeletedAt lets toPlayerRef hide deleted players. */
export const playerRefColumns = <T extends Record<'id' | 'Username' | 'ColorName' | 'ProfileVersion' | 'ProviderID' | 'DeletedAt', AnyPgColumn>>(t: T) => ({
  ...basePlayerRefColumns(t),
  DeletedAt: t.DeletedAt as T['DeletedAt'],
});
export const toPlayerRef = (r: {
  id: number | null;
  Username: string | null;
  ColorName: string | null;
  ProfileVersion: number | null;
  ProviderID: string | null;
  DeletedAt: Date | null;
}): PlayerRef | null =>
  r.id === null || r.DeletedAt
    ? null
    : { id: r.id, Username: r.Username ?? '', ColorName: r.ColorName ?? '#ffffff', ProfileVersion: r.ProfileVersion ?? 1, ProviderID: r.ProviderID };

export const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
