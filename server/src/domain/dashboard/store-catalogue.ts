import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { StorePackageStatus } from '@contract/values/store';
import type { StaffStorePackage, StorePackageBody } from '@contract/schemas/staff';
import type { Db } from '../../db/client';
import { badges, items, rarities, storePackageItems, storePackages, titles } from '../../db/schema/index';
import { Conflict, InvalidFields, NotFound } from '../errors';
import type { Tx } from '../ledger/ledger';
import { recordStaffAction, type StaffActor } from './audit';

// The store catalogue as staff edit it (docs/dashboard.md#store-catalogue). Every change names the
// version it was based on and is a conditional update on it: of two staff editing one package, the
// second is refused with a conflict and sees the first one's work instead of overwriting it.

type Package = Static<typeof StaffStorePackage>;
type Fields = Omit<Package, 'id' | 'Status' | 'Version'>;

const MAX_COINS = 1_000_000_000;
const MAX_STOCK = 1_000_000;
const MAX_VIP_DAYS = 3650;
const MAX_ITEM_QUANTITY = 1000;
const MAX_ITEMS = 20;

const staleText = 'Someone else changed this package since you opened it. Reload it to see their changes, then make yours again.';

const integerIn = (raw: string | undefined, min: number, max: number): number | null => {
  const text = (raw ?? '').trim();
  if (!/^-?\d{1,13}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** The form's fields checked and converted; every problem is reported at once (422). */
export function parsePackageFields(body: Static<typeof StorePackageBody>): Fields {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const blank = (v: string | undefined) => (v ?? '').trim() === '';
  const optionalInt = (field: string, label: string, max: number, fallback: number) => {
    if (blank(body[field as keyof typeof body])) return fallback;
    const n = integerIn(body[field as keyof typeof body], 0, max);
    if (n === null) fail(field, `The ${label} field must be a whole number from 0 to ${max.toLocaleString('en-US')}.`);
    return n ?? fallback;
  };
  const optionalId = (field: 'BadgeID' | 'TitleID', label: string) => {
    if (blank(body[field])) return null;
    const n = integerIn(body[field], 1, 2_147_483_647);
    if (n === null) fail(field, `The ${label} field must be an id.`);
    return n;
  };
  const date = (field: 'SaleStartsAt' | 'SaleEndsAt', label: string) => {
    if (blank(body[field])) return null;
    const d = new Date(body[field]!.trim());
    if (Number.isNaN(d.getTime())) {
      fail(field, `The ${label} field must be a date and time.`);
      return null;
    }
    return d.toISOString();
  };

  const Name = (body.Name ?? '').trim();
  if (Name.length < 1 || Name.length > 128) fail('Name', 'The name field must be between 1 and 128 characters.');
  const File = (body.File ?? '').trim();
  if (!/^[\w.-]{1,128}$/.test(File) || !/\.(png|jpe?g|gif|webp)$/i.test(File))
    fail('File', 'The picture field must be an image file name (png, jpg, gif or webp) of the store images.');
  const Type = integerIn(body.Type, 1, 3);
  if (Type === null) fail('Type', 'The type field must be 1, 2 or 3.');
  const RarityID = integerIn(body.RarityID, 1, 2_147_483_647);
  if (RarityID === null) fail('RarityID', 'The rarity field is required.');
  const Cost = integerIn(body.Cost, 0, MAX_COINS);
  if (Cost === null) fail('Cost', 'The price field must be a whole number from 0 to 1,000,000,000.');
  const Currency = blank(body.Currency) ? 'Coins' : body.Currency!.trim();
  if (Currency !== 'Coins' && !/^[A-Z]{3}$/.test(Currency)) fail('Currency', 'The currency field must be Coins or a three-letter currency code.');
  let QuantityLeft: number | null = null;
  if (Type === 2) {
    QuantityLeft = integerIn(body.QuantityLeft, 0, MAX_STOCK);
    if (QuantityLeft === null) fail('QuantityLeft', 'A limited package needs its stock: a whole number from 0 to 1,000,000.');
  } else if (!blank(body.QuantityLeft)) fail('QuantityLeft', 'Only a limited package (type 2) has a stock.');
  const Coins = optionalInt('Coins', 'reward coins', MAX_COINS, 0);
  const Vip = optionalInt('Vip', 'VIP days', MAX_VIP_DAYS, 0);
  const SortOrder = optionalInt('SortOrder', 'order', 1_000_000, 0);
  const BadgeID = optionalId('BadgeID', 'badge');
  const TitleID = optionalId('TitleID', 'title');
  const Items: Fields['Items'] = [];
  for (const pair of (body.Items ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, quantity] = pair.split(':');
    const ItemID = integerIn(id, 1, 2_147_483_647);
    const Quantity = integerIn(quantity ?? '1', 1, MAX_ITEM_QUANTITY);
    if (ItemID === null || Quantity === null) fail('Items', `“${pair}” is not an item id:quantity pair with a quantity from 1 to 1,000.`);
    else if (Items.some((i) => i.ItemID === ItemID)) fail('Items', `Item ${ItemID} is listed twice.`);
    else Items.push({ ItemID, Quantity });
  }
  if (Items.length > MAX_ITEMS) fail('Items', `A package gives at most ${MAX_ITEMS} different items.`);
  const SaleStartsAt = date('SaleStartsAt', 'sale start');
  const SaleEndsAt = date('SaleEndsAt', 'sale end');
  if (SaleStartsAt && SaleEndsAt && SaleEndsAt <= SaleStartsAt) fail('SaleEndsAt', 'The sale must end after it starts.');
  const giftable = (body.Giftable ?? '').trim();
  if (!['', '0', '1'].includes(giftable)) fail('Giftable', 'The gift field must be 1 (may be a gift) or 0.');
  if (Object.keys(errors).length) throw new InvalidFields(errors);
  return {
    Name,
    File,
    Type: Type!,
    RarityID: RarityID!,
    Cost: Cost!,
    Currency,
    QuantityLeft,
    Coins,
    Vip,
    BadgeID,
    TitleID,
    SortOrder,
    SaleStartsAt,
    SaleEndsAt,
    Giftable: giftable !== '0',
    Items,
  };
}

/** The version an edit names: a positive whole number, else 422. */
export function parseVersion(raw: string | undefined): number {
  const v = integerIn(raw, 1, 2_147_483_647);
  if (v === null) throw new InvalidFields({ Version: ['The version field is required: reload the package and try again.'] });
  return v;
}

/** References the game data must hold; a missing one is a field error, checked inside the write's transaction. */
async function checkReferences(tx: Tx, f: Fields): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [rarity] = await tx.select({ id: rarities.id }).from(rarities).where(eq(rarities.id, f.RarityID));
  if (!rarity) errors.RarityID = ['The rarity was not found.'];
  if (f.BadgeID !== null && !(await tx.select({ id: badges.id }).from(badges).where(eq(badges.id, f.BadgeID))).length)
    errors.BadgeID = ['The badge was not found.'];
  if (f.TitleID !== null && !(await tx.select({ id: titles.id }).from(titles).where(eq(titles.id, f.TitleID))).length)
    errors.TitleID = ['The title was not found.'];
  if (f.Items.length) {
    const ids = f.Items.map((i) => i.ItemID);
    const found = new Set((await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids))).map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) errors.Items = [`No item has the id ${missing.join(', ')}.`];
  }
  if (Object.keys(errors).length) throw new InvalidFields(errors);
}

const columns = {
  id: storePackages.id,
  Name: storePackages.Name,
  File: storePackages.File,
  Type: storePackages.Type,
  RarityID: storePackages.RarityID,
  Cost: storePackages.Cost,
  Currency: storePackages.Currency,
  QuantityLeft: storePackages.QuantityLeft,
  Coins: storePackages.Coins,
  Vip: storePackages.Vip,
  BadgeID: storePackages.BadgeID,
  TitleID: storePackages.TitleID,
  SortOrder: storePackages.SortOrder,
  Status: storePackages.Status,
  Version: storePackages.Version,
  SaleStartsAt: storePackages.SaleStartsAt,
  SaleEndsAt: storePackages.SaleEndsAt,
  Giftable: storePackages.Giftable,
};

/** One package as staff see it, or null. */
export async function readPackage(db: Db | Tx, id: number): Promise<Package | null> {
  const [row] = await db.select(columns).from(storePackages).where(eq(storePackages.id, id));
  if (!row) return null;
  const packageItems = await db
    .select({ ItemID: storePackageItems.ItemID, Quantity: storePackageItems.Quantity })
    .from(storePackageItems)
    .where(eq(storePackageItems.PackageID, id))
    .orderBy(asc(storePackageItems.ItemID));
  return { ...row, SaleStartsAt: row.SaleStartsAt?.toISOString() ?? null, SaleEndsAt: row.SaleEndsAt?.toISOString() ?? null, Items: packageItems };
}

const toRow = (f: Fields) => ({
  ...f,
  SaleStartsAt: f.SaleStartsAt ? new Date(f.SaleStartsAt) : null,
  SaleEndsAt: f.SaleEndsAt ? new Date(f.SaleEndsAt) : null,
  Items: undefined,
});

async function setItems(tx: Tx, id: number, list: Fields['Items']): Promise<void> {
  await tx.delete(storePackageItems).where(eq(storePackageItems.PackageID, id));
  if (list.length) await tx.insert(storePackageItems).values(list.map((i) => ({ PackageID: id, ...i })));
}

/** A new package, as a draft: only staff see it until it is published. */
export async function createPackage(db: Db, actor: StaffActor, f: Fields): Promise<Package> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, f);
    const [row] = await tx
      .insert(storePackages)
      .values({ ...toRow(f), Status: 'draft' })
      .returning({ id: storePackages.id });
    await setItems(tx, row.id, f.Items);
    const after = (await readPackage(tx, row.id))!;
    await recordStaffAction(tx, actor, {
      action: 'store.create',
      target: `package:${row.id}`,
      summary: `${actor.Username} created the store package #${row.id} ${f.Name} as a draft.`,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Takes the row for this change only when it is still at the version the staff member saw (a row
 * lock, then a conditional update on the same version): 50 edits based on one version queue on the
 * lock and exactly one finds it unchanged.
 */
async function lockAtVersion(tx: Tx, id: number, version: number): Promise<Package> {
  const [locked] = await tx
    .select({ id: storePackages.id })
    .from(storePackages)
    .where(and(eq(storePackages.id, id), eq(storePackages.Version, version)))
    .for('update');
  if (!locked) {
    const [exists] = await tx.select({ id: storePackages.id }).from(storePackages).where(eq(storePackages.id, id));
    throw exists ? new Conflict('conflict', staleText) : new NotFound('The package was not found.');
  }
  return (await readPackage(tx, id))!;
}

async function bump(tx: Tx, id: number, version: number, set: Partial<typeof storePackages.$inferInsert>): Promise<void> {
  const [row] = await tx
    .update(storePackages)
    .set({ ...set, Version: sql`${storePackages.Version} + 1` })
    .where(and(eq(storePackages.id, id), eq(storePackages.Version, version)))
    .returning({ id: storePackages.id });
  if (!row) throw new Conflict('conflict', staleText);
}

/** Changes every field of a package; purchases already made keep what they cost and granted. */
export async function editPackage(db: Db, actor: StaffActor, id: number, version: number, f: Fields): Promise<Package> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    await checkReferences(tx, f);
    await bump(tx, id, version, toRow(f));
    await setItems(tx, id, f.Items);
    const after = (await readPackage(tx, id))!;
    await recordStaffAction(tx, actor, {
      action: 'store.edit',
      target: `package:${id}`,
      summary: `${actor.Username} edited the store package #${id} ${after.Name}.`,
      before,
      after,
    });
    return after;
  });
}

const ALLOWED_FROM: Record<'published' | 'retired', StorePackageStatus[]> = { published: ['draft', 'retired'], retired: ['draft', 'published'] };

/** Publishes (onto the store) or retires (off it) a package. */
export async function setPackageStatus(db: Db, actor: StaffActor, id: number, version: number, to: 'published' | 'retired'): Promise<Package> {
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, id, version);
    if (!ALLOWED_FROM[to].includes(before.Status)) throw new Conflict('conflict', `This package is already ${before.Status}.`);
    await bump(tx, id, version, { Status: to });
    const after = (await readPackage(tx, id))!;
    await recordStaffAction(tx, actor, {
      action: to === 'published' ? 'store.publish' : 'store.retire',
      target: `package:${id}`,
      summary: `${actor.Username} ${to} the store package #${id} ${after.Name}.`,
      before: { Status: before.Status, Version: before.Version },
      after: { Status: after.Status, Version: after.Version },
    });
    return after;
  });
}
