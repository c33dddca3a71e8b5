import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countStar } from './table-query';

/** How many rows of the table match, counting no further than `limit`: it reads at most `limit` rows. */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, limit: number): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(limit)
    .as('matches');
  const [row] = await db.select({ n: countStar() }).from(matches);
  return row?.n ?? 0;
}
