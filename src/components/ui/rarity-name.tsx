import { useMemo } from 'react';
import type { Rarity } from '@contract/types/entities';
import { RARITY_SPECIAL_ID } from '@contract/rules/constants';
import { useBootstrap } from '@/lib/bootstrap';
import { TintedText } from './tinted-text';

/** The rarity list every page gets in its bootstrap (docs/product-rules.md#entities-and-fields), by id. */
export function useRarities(): Map<number, Rarity> {
  const { rarities } = useBootstrap();
  return useMemo(() => new Map(rarities.map((r) => [r.id, r])), [rarities]);
}

export const isSpecialRarity = (rarityId: number) => rarityId === RARITY_SPECIAL_ID;

/** A rarity's name in its colour. */
export function RarityName({ rarityId, className }: { rarityId: number; className?: string }) {
  const rarity = useRarities().get(rarityId);
  if (!rarity) return <span className={className}>—</span>;
  return (
    <TintedText color={rarity.Color} className={className}>
      {rarity.Name}
    </TintedText>
  );
}
