import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inventory, items, itemTypes, rarities, wheelEntries } from '../../db/schema/index';
import { itemRefColumns, itemTypeJoin, toItemRef, type ItemRefRow } from '../../db/refs';
import { countStar, type TableDefinition, type TableSource } from '../tables/table-query';
import type { WheelEntry } from '@contract/types/account';

/** The wheel as one player sees it: every entry, and whether they already own its item. */
export function wheelTable(db: Db, userId: number) {
  const hasItem = sql<boolean>`exists (select 1 from ${inventory} where ${inventory.UserID} = ${userId} and ${inventory.ItemID} = ${wheelEntries.ItemID})`;
  const definition: TableDefinition<'item' | 'Quantity' | 'IsSpecial' | 'Chance' | 'has_item'> = {
    sortable: { item: items.Name, Quantity: wheelEntries.Quantity, IsSpecial: wheelEntries.IsSpecial, Chance: wheelEntries.Chance, has_item: hasItem },
    defaultOrder: { column: 'Chance', dir: 'desc' },
    searchable: [items.Name],
    tiebreak: [wheelEntries.id],
  };
  const source = (): TableSource<Row> => ({
    rows: db
      .select({
        id: wheelEntries.id,
        Quantity: wheelEntries.Quantity,
        IsSpecial: wheelEntries.IsSpecial,
        Chance: wheelEntries.Chance,
        has_item: hasItem,
        ...itemRefColumns,
        rarityName: rarities.Name,
        rarityColor: rarities.Color,
      })
      .from(wheelEntries)
      .innerJoin(items, eq(items.id, wheelEntries.ItemID))
      .innerJoin(itemTypes, itemTypeJoin)
      .leftJoin(rarities, eq(rarities.id, items.RarityID))
      .$dynamic(),
    count: db.select({ n: countStar() }).from(wheelEntries).innerJoin(items, eq(items.id, wheelEntries.ItemID)).$dynamic(),
  });
  return { definition, source, toEntry };
}

interface Row extends ItemRefRow {
  id: number;
  Quantity: number;
  IsSpecial: boolean;
  Chance: number;
  has_item: boolean;
  rarityName: string | null;
  rarityColor: string | null;
}

function toEntry(r: Row): WheelEntry {
  return {
    id: r.id,
    item: {
      ...toItemRef(r),
      rarity: r.rarityName !== null && r.rarityColor !== null ? { id: r.itemRarityID, Name: r.rarityName, Color: r.rarityColor } : null,
    },
    Quantity: r.Quantity,
    IsSpecial: r.IsSpecial,
    Chance: r.Chance,
    // PGlite and node-postgres give booleans; a driver giving the text 't' is handled too.
    has_item: r.has_item === true || (r.has_item as unknown) === 't',
  };
}
