import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enhancements, items, npcs, users } from '../../db/schema/index';

export { guildExists } from '../guild/exists';

// The few facts the image routes need from the database: does the thing exist, and what is its
// Icon / provider picture. Unknown ids answer 404, so a broken icon falls back to the bag (docs/product-rules.md#error-messages).

export async function findPlayerPicture(db: Db, id: number): Promise<{ ProviderPictureUrl: string | null } | null> {
  const [row] = await db.select({ ProviderPictureUrl: users.ProviderPictureUrl }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findItemIcon(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ Icon: items.Icon }).from(items).where(eq(items.id, id)).limit(1);
  return row?.Icon ?? null;
}

/** Whether any item or enhancement uses this Icon name. */
export async function iconExists(db: Db, icon: string): Promise<boolean> {
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.Icon, icon)).limit(1);
  if (item) return true;
  const [enhancement] = await db.select({ id: enhancements.id }).from(enhancements).where(eq(enhancements.Icon, icon)).limit(1);
  return Boolean(enhancement);
}

export async function npcExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: npcs.id }).from(npcs).where(eq(npcs.id, id)).limit(1);
  return Boolean(row);
}
