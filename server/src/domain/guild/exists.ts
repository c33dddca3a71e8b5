import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guilds } from '../../db/schema/index';

export async function guildExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: guilds.id }).from(guilds).where(eq(guilds.id, id)).limit(1);
  return Boolean(row);
}
