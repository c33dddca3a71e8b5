import { sql } from 'drizzle-orm';
import { inventory } from '../db/schema/index';
import { forRanges, intArray } from './bulk';
import type { Catalog, CatalogItem, SeedContext } from './context';
import { FIRST_GENERATED_ID } from './players';
import { RARITY_WEIGHTS } from './words';

// Carried inventory and bank. Most players wear a few previewable pieces (IsEquipped) so character
// and guild previews have something to show; the rest is loot drawn with rarity weights.

const RANGE = 50_000;
/** Type order of a full demo outfit, one item each. */
const OUTFIT = ['Class', 'Armor', 'Helm', 'Cape', 'Sword', 'Pet', 'Amulet'] as const;

type InventoryRow = typeof inventory.$inferInsert;

export async function seedInventories(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, rnd, players } = ctx;
  const available = catalog.items.filter((i) => !i.IsStaffOnly);
  const wear = available.filter((i) => i.wearable).map((i) => i.id);
  // Loot table: each item repeated by its rarity weight, with its stack size alongside.
  const loot = available.flatMap((i) => Array<CatalogItem>(RARITY_WEIGHTS[i.RarityID - 1]).fill(i));
  const lootIds = loot.map((i) => i.id);
  const lootStacks = loot.map((i) => Math.min(i.stack, 250));

  await db.insert(inventory).values(demoInventories(ctx, catalog));

  await forRanges(players, RANGE, async (from, to) => {
    const lo = Math.max(from, FIRST_GENERATED_ID);
    if (lo > to) return;
    const k = 'u * 64 + k';
    // Carried: 2..8 entries; the first three are worn outfit pieces for three players in four.
    await db.execute(sql`
      with w as (select ${intArray(wear)} as we, ${intArray(lootIds)} as lo, ${intArray(lootStacks)} as ls)
      insert into inventory (user_id, item_id, quantity, is_special, is_bank, is_equipped)
      select u,
        case when x.worn then w.we[1 + ${rnd.below(k, 302, wear.length)}] else w.lo[x.li] end,
        case when x.worn then 1 else 1 + ${rnd.below(k, 303, 1_000_000)} % w.ls[x.li] end,
        ${rnd.below(k, 304, 20)} = 0,
        false,
        x.worn
      from generate_series(${lo}::int, ${to}::int) u
      cross join w
      cross join lateral generate_series(1, 2 + ${rnd.below('u', 300, 7)}::int) k
      cross join lateral (select k <= 3 and ${rnd.below('u', 301, 4)} <> 0 as worn,
                                 1 + ${rnd.below(k, 305, lootIds.length)}::int as li) x
    `);
    // Bank: half the players keep 1..4 entries there.
    await db.execute(sql`
      with w as (select ${intArray(lootIds)} as lo, ${intArray(lootStacks)} as ls)
      insert into inventory (user_id, item_id, quantity, is_special, is_bank, is_equipped)
      select u, w.lo[x.li], 1 + ${rnd.below(k, 311, 1_000_000)} % w.ls[x.li], ${rnd.below(k, 312, 15)} = 0, true, false
      from generate_series(${lo}::int, ${to}::int) u
      cross join w
      cross join lateral generate_series(1, 1 + ${rnd.below('u', 310, 4)}::int) k
      cross join lateral (select 1 + ${rnd.below(k, 313, lootIds.length)}::int as li) x
      where ${rnd.below('u', 314, 2)} = 0
    `);
    ctx.log(`inventories ${to.toLocaleString('en-US')}/${players.toLocaleString('en-US')}`);
  });
}

/** Hand-made inventories for the demo accounts: full outfits, stacks, bank and a special item. */
function demoInventories(ctx: SeedContext, catalog: Catalog): InventoryRow[] {
  const { faker } = ctx;
  const pool = catalog.items.filter((i) => !i.IsStaffOnly);
  const ofType = (type: string, list: CatalogItem[] = pool) => list.filter((i) => i.typeName === type);
  const outfit = (UserID: number): InventoryRow[] =>
    OUTFIT.flatMap((type) => {
      const options = ofType(type);
      return options.length > 0 ? [{ UserID, ItemID: faker.helpers.arrayElement(options).id, IsEquipped: true }] : [];
    });
  const stacks = (UserID: number, count: number, IsBank: boolean): InventoryRow[] =>
    faker.helpers.arrayElements(pool, count).map((i) => ({
      UserID,
      ItemID: i.id,
      Quantity: i.stack > 1 ? faker.number.int({ min: 1, max: Math.min(i.stack, 99) }) : 1,
      IsBank,
    }));

  const staffOnly = catalog.items.filter((i) => i.IsStaffOnly);
  return [
    ...outfit(1),
    ...stacks(1, 8, false),
    { UserID: 1, ItemID: faker.helpers.arrayElement(pool.filter((i) => i.RarityID >= 5)).id, IsSpecial: true },
    ...stacks(1, 6, true),
    ...outfit(2).slice(0, 3),
    ...stacks(2, 4, false),
    ...outfit(3),
    ...stacks(3, 10, false),
    ...stacks(3, 8, true),
    ...outfit(4),
    ...staffOnly.slice(0, 4).map((i) => ({ UserID: 4, ItemID: i.id, IsSpecial: true })),
    ...stacks(4, 3, true),
  ];
}
