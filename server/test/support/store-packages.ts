import type { Db } from '../../src/db/client';
import { storePackageItems, storePackages } from '../../src/db/schema/index';

/** Tests only: adds a package to the catalogue and answers its id. */
export async function insertPackage(
  db: Db,
  values: Partial<typeof storePackages.$inferInsert> & { items?: { ItemID: number; Quantity: number }[] } = {},
): Promise<number> {
  const { items = [], ...pkg } = values;
  const [row] = await db
    .insert(storePackages)
    .values({ Name: 'Test Package', File: 'test-package.png', Type: 1, RarityID: 1, Cost: 100, Currency: 'Coins', ...pkg })
    .returning({ id: storePackages.id });
  if (items.length) await db.insert(storePackageItems).values(items.map((i) => ({ ...i, PackageID: row.id })));
  return row.id;
}
