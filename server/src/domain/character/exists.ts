import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

/** Whether a live (not deleted) character has this id. */
export async function characterExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.DeletedAt)))
    .limit(1);
  return Boolean(row);
}
