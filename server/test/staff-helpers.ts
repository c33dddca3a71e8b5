import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';
import { rowsOf } from '../src/db/rows';

/** The id of a seeded account by its name (the demo moderator and game master come after the generated players). */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(t.database.db, sql`select id from users where username = ${username}`);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** The staff record's lines, oldest first. */
export async function auditRows(t: TestApp, action?: string) {
  return rowsOf<{ actor_name: string; action: string; target_user_id: number | null; summary: string; actor_ip: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select actor_name, action, target_user_id, summary, actor_ip, before, after from staff_audit ${action ? sql`where action = ${action}` : sql``} order by id`,
  );
}
