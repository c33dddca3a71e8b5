import { and, eq, sql } from 'drizzle-orm';
import type { TestApp, TestClient } from '../test-app';
import { gameDataRevisions, items } from '../../src/db/schema/index';
import { rowsOf } from '../../src/db/rows';

/** Sends a form (null: an empty field), as the dashboard's game-data forms do. */
export const sendForm = (client: TestClient, method: 'POST' | 'PUT', url: string, fields: Record<string, string | number | boolean | null>) =>
  client.inject({
    method,
    url,
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, v === null ? '' : String(v)])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A seeded item that is not a skill, with its stored fields. */
export async function anItem(t: TestApp, offset = 0) {
  const [row] = await t.database.db.select().from(items).where(eq(items.IsSkill, false)).orderBy(items.id).limit(1).offset(offset);
  return row;
}

export const itemRow = async (t: TestApp, id: number) => (await t.database.db.select().from(items).where(eq(items.id, id)))[0];

export const revisionsOf = (t: TestApp, kind: string, id: number) =>
  t.database.db
    .select()
    .from(gameDataRevisions)
    .where(and(eq(gameDataRevisions.Kind, kind), eq(gameDataRevisions.EntryID, id)))
    .orderBy(gameDataRevisions.Revision);

/** How many lines the staff record and the revisions table hold: a refusal changes neither. */
export async function changeCounts(t: TestApp) {
  const [row] = await rowsOf<{ audit: number; revisions: number }>(
    t.database.db,
    sql`select (select count(*)::int from staff_audit) as audit, (select count(*)::int from game_data_revisions) as revisions`,
  );
  return row;
}
