import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PreviewAsset } from '@contract/types/character';
import type { Db } from '../../db/client';
import { inventory, items, itemTypes } from '../../db/schema/index';
import { itemRefColumns, itemTypeJoin, toItemRef } from '../../db/refs';

/** Equipped items of several players at once (character preview, guild member previews). */
export async function equippedAssets(db: Db, userIds: number[]): Promise<Map<number, PreviewAsset[]>> {
  const out = new Map<number, PreviewAsset[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      UserID: inventory.UserID,
      ...itemRefColumns,
    })
    .from(inventory)
    .innerJoin(items, eq(items.id, inventory.ItemID))
    .innerJoin(itemTypes, itemTypeJoin)
    .where(and(inArray(inventory.UserID, userIds), eq(inventory.IsEquipped, true)))
    .orderBy(asc(inventory.UserID), asc(itemTypes.id), asc(items.id));
  for (const r of rows) {
    out.get(r.UserID)?.push(toItemRef(r));
  }
  return out;
}
