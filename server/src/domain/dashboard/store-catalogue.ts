import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { StorePackageStatus } from '@contract/values/store';
import type { StaffStorePackage, StorePackageBody } from '@contract/schemas/staff';
import { MAX_ID } from '@contract/rules/ids';
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

const MAX_ITEMS = 20;

const staleText = 'Someone else changed this package since you opened it. Reload it to see their changes, then make yours again.';

/** A whole number the request schema has checked, or `fallback` when the field was left empty. */
const wholeOr = <T>(text: string | undefined, fallback: T): number | T => (text ? Number(text) : fallback);

/**
 * The form's fields as the catalogue stores them. Each field's own rule is the request schema's
 * (`StorePackageBody`), checked before this runs; here are the rules between fields, every problem
 * reported at once (422).
 */
export function packageFields(body: Static<typeof StorePackageBody>): Fields {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const Type = Number(body.Type);
  let QuantityLeft: number | null = null;
  if (Type === 2) {
    QuantityLeft = wholeOr(body.QuantityLeft, null);
    if (QuantityLeft === null) fail('QuantityLeft', 'A limited package needs its stock: a whole number from 0 to 1,000,000.');
  } else if (body.QuantityLeft) fail('QuantityLeft', 'Only a limited package (type 2) has a stock.');
  const Items: Fields['Items'] = [];
  for (const pair of (body.Items ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [id, quantity] = pair.split(':');
    const ItemID = Number(id);
    if (Items.some((i) => i.ItemID === ItemID)) fail('Items', `Item ${ItemID} is listed twice.`);
    else Items.push({ ItemID, Quantity: wholeOr(quantity?.trim(), 1) });
  }
  if (Items.length > MAX_ITEMS) fail('Items', `A package gives at most ${MAX_ITEMS} different items.`);
  const moment = (text: string | undefined) => (text ? new Date(text).toISOString() : null);
  const SaleStartsAt = moment(body.SaleStartsAt);
  const SaleEndsAt = moment(body.SaleEndsAt);
  if (SaleStartsAt && SaleEndsAt && SaleEndsAt <= SaleStartsAt) fail('SaleEndsAt', 'The sale must end after it starts.');
  if (Object.keys(errors).length) throw new InvalidFields(errors);
  return {
    Name: body.Name,
    File: body.File,
    Type,
    RarityID: Number(body.RarityID),
    Cost: Number(body.Cost),
    Currency: body.Currency || 'Coins',
    QuantityLeft,
    Coins: wholeOr(body.Coins, 0),
    Vip: wholeOr(body.Vip, 0),
    BadgeID: wholeOr(body.BadgeID, null),
    TitleID: wholeOr(body.TitleID, null),
    SortOrder: wholeOr(body.SortOrder, 0),
    SaleStartsAt,
    SaleEndsAt,
    Giftable: body.Giftable !== '0',
    Items,
  };
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
    // An id past what the id column holds names no item: only the others are looked up.
    const askable = ids.filter((id) => id <= MAX_ID);
    const found = new Set(askable.length ? (await tx.select({ id: items.id }).from(items).where(inArray(items.id, askable))).map((r) => r.id) : []);
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
