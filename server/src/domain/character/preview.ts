import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PreviewAsset } from '@contract/types/character';
import type { Db } from '../../db/client';
import { inventory, items, itemTypes } from '../../db/schema/index';

/** Equipped items of several players at once (character preview, guild member previews). */
export async function equippedAssets(db: Db, userIds: number[]): Promise<Map<number, PreviewAsset[]>> {
  const out = new Map<number, PreviewAsset[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      UserID: inventory.UserID,
      id: items.id,
      Name: items.Name,
      Icon: items.Icon,
      RarityID: items.RarityID,
      typeName: itemTypes.Name,
      NameCustom: itemTypes.NameCustom,
      EquipSpot: itemTypes.EquipSpot,
    })
    .from(inventory)
    .innerJoin(items, eq(items.id, inventory.ItemID))
    .innerJoin(itemTypes, eq(itemTypes.id, items.TypeItemID))
    .where(and(inArray(inventory.UserID, userIds), eq(inventory.IsEquipped, true)))
    .orderBy(asc(inventory.UserID), asc(itemTypes.id), asc(items.id));
  for (const r of rows) {
    out.get(r.UserID)?.push({
      id: r.id,
      Name: r.Name,
      Icon: r.Icon,
      RarityID: r.RarityID,
      type: { Name: r.typeName, NameCustom: r.NameCustom, EquipSpot: r.EquipSpot },
    });
  }
  return out;
}
