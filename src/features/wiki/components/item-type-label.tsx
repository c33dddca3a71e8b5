import { CLASS_RANK_ARMOR_SPOT } from '@contract/types/wiki';
import type { ItemTypeRef } from '@contract/types/entities';

/** The item type; EquipSpot `ar` marks class-rank armor (docs/product-rules.md#entities-and-fields). */
export const isClassRankArmor = (type: ItemTypeRef) => type.EquipSpot === CLASS_RANK_ARMOR_SPOT;

export function itemTypeLabel(type: ItemTypeRef, classRank?: number): string {
  const name = type.NameCustom ?? type.Name;
  if (!isClassRankArmor(type)) return name;
  return classRank ? `Class-rank armor (rank ${classRank})` : 'Class-rank armor';
}
