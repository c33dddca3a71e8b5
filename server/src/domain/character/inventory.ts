import { and, asc, desc, eq } from 'drizzle-orm';
import type { InventoryEntry, InventoryStorage } from '@contract/types/character';
import type { Db } from '../../db/client';
import { inventory, items, itemTypes } from '../../db/schema/index';
import { itemRefColumns, itemTypeJoin, toItemRef } from '../../db/refs';

/** A character's carried inventory or bank, rarest first. */
export async function listInventory(db: Db, userId: number, storage: InventoryStorage): Promise<InventoryEntry[]> {
  const rows = await db
    .select({
      id: inventory.id,
      Quantity: inventory.Quantity,
      IsSpecial: inventory.IsSpecial,
      ...itemRefColumns,
    })
    .from(inventory)
    .innerJoin(items, eq(items.id, inventory.ItemID))
    .innerJoin(itemTypes, itemTypeJoin)
    .where(and(eq(inventory.UserID, userId), eq(inventory.IsBank, storage === 'bank')))
    .orderBy(desc(inventory.IsSpecial), desc(items.RarityID), asc(items.Name), asc(inventory.id));
  return rows.map((r) => ({
    id: r.id,
    Quantity: r.Quantity,
    IsSpecial: r.IsSpecial,
    item: toItemRef(r),
  }));
}
