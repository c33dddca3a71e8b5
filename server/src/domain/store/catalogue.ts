import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { StorePackage, StorePackageItem, StorePackageType } from '@contract/types/store';
import type { Db } from '../../db/client';
import { badges, items, itemTypes, rarities, storePackageItems, storePackages, titles } from '../../db/schema/index';
import { itemRefColumns, itemTypeJoin, toItemRef } from '../../db/refs';
import type { Tx } from '../ledger/ledger';

// The store catalogue (docs/product-rules.md#wiki-data-fields Store package): packages with their rarity, badge, title and items.

const packageColumns = {
  id: storePackages.id,
  Name: storePackages.Name,
  File: storePackages.File,
  Type: storePackages.Type,
  RarityID: storePackages.RarityID,
  rarity: { id: rarities.id, Name: rarities.Name, Color: rarities.Color },
  Cost: storePackages.Cost,
  Currency: storePackages.Currency,
  QuantityLeft: storePackages.QuantityLeft,
  Coins: storePackages.Coins,
  Vip: storePackages.Vip,
  Badge: { id: badges.id, Name: badges.Name, File: badges.File },
  Title: { id: titles.id, Name: titles.Name, NameHTML: titles.NameHTML, RarityID: titles.RarityID },
};

const selectPackages = (db: Db | Tx) =>
  db
    .select(packageColumns)
    .from(storePackages)
    .innerJoin(rarities, eq(rarities.id, storePackages.RarityID))
    .leftJoin(badges, eq(badges.id, storePackages.BadgeID))
    .leftJoin(titles, eq(titles.id, storePackages.TitleID))
    .$dynamic();

/** Items of the given packages, by package id. */
async function itemsOf(db: Db | Tx, packageIds: number[]): Promise<Map<number, StorePackageItem[]>> {
  const byPackage = new Map<number, StorePackageItem[]>();
  if (packageIds.length === 0) return byPackage;
  const rows = await db
    .select({
      PackageID: storePackageItems.PackageID,
      Quantity: storePackageItems.Quantity,
      ...itemRefColumns,
    })
    .from(storePackageItems)
    .innerJoin(items, eq(items.id, storePackageItems.ItemID))
    .innerJoin(itemTypes, itemTypeJoin)
    .where(inArray(storePackageItems.PackageID, packageIds))
    .orderBy(asc(storePackageItems.PackageID), asc(items.RarityID), asc(items.Name));
  for (const { PackageID, Quantity, ...item } of rows) {
    const list = byPackage.get(PackageID) ?? [];
    list.push({ item: toItemRef(item), Quantity });
    byPackage.set(PackageID, list);
  }
  return byPackage;
}

type PackageRow = Awaited<ReturnType<ReturnType<typeof selectPackages>['execute']>>[number];

const toPackage = (row: PackageRow, packageItems: StorePackageItem[]): StorePackage => ({
  ...row,
  Type: row.Type as StorePackageType,
  Items: packageItems,
});

/** On the store now: published, and inside its sale window (drafts and retired packages are staff's only). */
export const onSale = () =>
  and(
    eq(storePackages.Status, 'published'),
    or(isNull(storePackages.SaleStartsAt), lte(storePackages.SaleStartsAt, sql`now()`)),
    or(isNull(storePackages.SaleEndsAt), gt(storePackages.SaleEndsAt, sql`now()`)),
  );

/** Every package on sale, in catalogue order. */
export async function listPackages(db: Db): Promise<StorePackage[]> {
  const rows = await selectPackages(db).where(onSale()).orderBy(asc(storePackages.SortOrder), asc(storePackages.id));
  const packageItems = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPackage(r, packageItems.get(r.id) ?? []));
}

export async function findPackage(db: Db | Tx, id: number): Promise<StorePackage | null> {
  const [row] = await selectPackages(db).where(eq(storePackages.id, id)).limit(1);
  if (!row) return null;
  return toPackage(row, (await itemsOf(db, [id])).get(id) ?? []);
}

/** A package's name (for announcements made inside a purchase's transaction). */
export async function packageName(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ Name: storePackages.Name }).from(storePackages).where(eq(storePackages.id, id));
  return row?.Name ?? null;
}
