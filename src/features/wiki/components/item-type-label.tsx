import { CLASS_RANK_ARMOR_SPOT } from '@contract/types/wiki';
import type { ItemTypeRef } from '@contract/types/entities';
import { t } from '@/lib/i18n/translate';

/** The item type; EquipSpot `ar` marks class-rank armor (docs/product-rules.md#entities-and-fields). */
export const isClassRankArmor = (type: ItemTypeRef) => type.EquipSpot === CLASS_RANK_ARMOR_SPOT;

/** Call it while rendering: the class-rank armor's name is in the page's language. */
export function itemTypeLabel(type: ItemTypeRef, classRank?: number): string {
  const name = type.NameCustom ?? type.Name;
  if (!isClassRankArmor(type)) return name;
  return classRank ? t('Class-rank armor (rank {rank})', { rank: String(classRank) }) : t('Class-rank armor');
}
