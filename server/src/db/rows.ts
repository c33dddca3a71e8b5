import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw query, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // PGlite's and node-postgres's execute() are typed unknown across both: the row shape is stated here.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
