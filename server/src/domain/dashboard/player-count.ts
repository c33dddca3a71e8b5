import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playerCount } from '../../db/schema/index';

/** The accounts not deleted, from the count the `users` triggers keep (a sum over a few slots). */
export async function playersTotal(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(sum(${playerCount.Players}), 0)::int`.mapWith(Number) }).from(playerCount);
  return row?.n ?? 0;
}
