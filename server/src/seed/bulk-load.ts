import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './bulk';

// Bulk-load mode for the seed transaction, the way pg_restore does it. Two costs dominate inserting
// millions of generated rows: foreign-key triggers (one lookup per reference per row) and secondary
// indexes updated row by row. The seed writes only consistent references (a test checks every
// foreign key), so when allowed it skips the triggers, and it rebuilds secondary indexes once at the
// end instead of maintaining them. Both happen inside the transaction, so a failure undoes them.

interface IndexDef {
  name: string;
  def: string;
}

/** Secondary indexes (not backing a primary key or unique constraint) of the given tables. */
async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<IndexDef[]> {
  return queryRows<IndexDef>(
    db,
    sql`
    select i.indexname as name, i.indexdef as def
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (select jsonb_array_elements_text(${JSON.stringify(tables)}::jsonb))
      and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
    order by i.indexname
  `,
  );
}

async function isSuperuser(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ su: string }>(db, sql`select current_setting('is_superuser') as su`);
  return row?.su === 'on';
}

export async function withBulkLoad<T>(db: Db, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  // Only a superuser may switch triggers off; elsewhere the load is slower but just as correct.
  const skipTriggers = await isSuperuser(db);
  if (skipTriggers) await db.execute(sql`set local session_replication_role = replica`);
  const indexes = await secondaryIndexes(db, tables);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));

  const result = await load();

  for (const index of indexes) await db.execute(sql.raw(index.def));
  if (skipTriggers) await db.execute(sql`set local session_replication_role = origin`);
  return result;
}
