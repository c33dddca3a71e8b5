import { and, asc, desc, eq } from 'drizzle-orm';
import type { InventoryEntry, InventoryStorage } from '@contract/types/character';
import type { Db } from '../../db/client';
import { inventory, items, itemTypes } from '../../db/schema/index';

/** A character's carried inventory or bank, rarest first. */
export async function listInventory(db: Db, userId: number, storage: InventoryStorage): Promise<InventoryEntry[]> {
  const rows = await db
    .select({
      id: inventory.id,
      Quantity: inventory.Quantity,
      IsSpecial: inventory.IsSpecial,
      itemId: items.id,
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
    .where(and(eq(inventory.UserID, userId), eq(inventory.IsBank, storage === 'bank')))
    .orderBy(desc(inventory.IsSpecial), desc(items.RarityID), asc(items.Name), asc(inventory.id));
  return rows.map((r) => ({
    id: r.id,
    Quantity: r.Quantity,
    IsSpecial: r.IsSpecial,
    item: {
      id: r.itemId,
      Name: r.Name,
      Icon: r.Icon,
      RarityID: r.RarityID,
      type: { Name: r.typeName, NameCustom: r.NameCustom, EquipSpot: r.EquipSpot },
    },
  }));
}
