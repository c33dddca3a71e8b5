import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

// Helpers for moving many rows without one round trip per row: JS lists travel as one JSON
// parameter, and generated rows are produced inside PostgreSQL over id ranges.

/** Rows of a raw query; both drivers (PGlite, node-postgres) answer with a `rows` array. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A JS list as a SQL text[] expression (one JSON parameter, order kept). */
export function textArray(values: readonly string[]): SQL {
  return sql`(select array_agg(value order by ord) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality t(value, ord))`;
}

/** A JS list as a SQL int[] expression. */
export function intArray(values: readonly number[]): SQL {
  return sql`(select array_agg(value::int order by ord) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) with ordinality t(value, ord))`;
}

/** Runs `fn` over [1, total] in consecutive id ranges, so statements stay bounded and progress shows. */
export async function forRanges(total: number, size: number, fn: (from: number, to: number) => Promise<void>): Promise<void> {
  for (let from = 1; from <= total; from += size) {
    await fn(from, Math.min(total, from + size - 1));
  }
}

/** After explicit-id inserts the serial sequences lag behind; move each past its table's largest id. */
export async function resetSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`));
  }
}
