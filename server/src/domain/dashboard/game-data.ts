import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { diffGameData, GAME_DATA, type GameDataKind, type GameDataValues } from '@contract/rules/game-data';
import type { Db } from '../../db/client';
import { elements, entityCategories, gameDataRevisions, items, itemTypes, maps, monsters, npcs, races, rarities } from '../../db/schema/index';
import { Conflict, InvalidFields, NotFound } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';

// Game-data editing from the dashboard (docs/dashboard.md#game-data). Every write locks the entry's
// row, changes it only when it is still at the revision the editor started from, and keeps the
// revision and the staff record line in the same transaction.

type EntryTable = typeof items | typeof monsters | typeof npcs | typeof maps;

const TABLES: Record<GameDataKind, EntryTable> = { items, skills: items, monsters, npcs, maps };

/** Each kind's rows: skills are the items flagged as skills, and the items section holds the others. */
const scope = (kind: GameDataKind): SQL | undefined => (kind === 'skills' ? eq(items.IsSkill, true) : kind === 'items' ? eq(items.IsSkill, false) : undefined);

export const tableOf = (kind: GameDataKind) => TABLES[kind];
export const scopeOf = scope;

function columnsOf(kind: GameDataKind): Record<string, PgColumn> {
  const all = getTableColumns(TABLES[kind]) as Record<string, PgColumn>;
  const picked: Record<string, PgColumn> = { id: all.id, Revision: all.Revision };
  for (const field of GAME_DATA[kind].fields) picked[field.key] = all[field.key];
  return picked;
}

export interface GameDataEntry {
  id: number;
  Revision: number;
  values: GameDataValues;
}

const toEntry = (kind: GameDataKind, row: Record<string, unknown>): GameDataEntry => {
  const values: GameDataValues = {};
  for (const field of GAME_DATA[kind].fields) values[field.key] = row[field.key] as GameDataValues[string];
  return { id: row.id as number, Revision: row.Revision as number, values };
};

const where = (kind: GameDataKind, id: number) => and(eq(TABLES[kind].id, id), scope(kind));
const notFound = (kind: GameDataKind) => new NotFound(`The ${GAME_DATA[kind].one} was not found.`);

export async function readEntry(db: Db, kind: GameDataKind, id: number): Promise<GameDataEntry> {
  const [row] = await db.select(columnsOf(kind)).from(TABLES[kind]).where(where(kind, id));
  if (!row) throw notFound(kind);
  return toEntry(kind, row);
}

/** A foreign key that names nothing (an unknown rarity, a map that does not exist): the field is wrong. */
function refusedReference(kind: GameDataKind, error: unknown): InvalidFields | null {
  const e = error as { code?: string; detail?: string; cause?: { code?: string; detail?: string } };
  const code = e.code ?? e.cause?.code;
  if (code !== '23503') return null;
  const detail = e.detail ?? e.cause?.detail ?? '';
  for (const field of GAME_DATA[kind].fields) {
    const column = (getTableColumns(TABLES[kind]) as Record<string, PgColumn>)[field.key];
    if (field.rule.type === 'int' && field.rule.ref && detail.includes(`(${column.name})`))
      return new InvalidFields({ [field.key]: [`The selected ${field.label.toLowerCase()} does not exist.`] });
  }
  return new InvalidFields({ [GAME_DATA[kind].fields[0].key]: ['A referenced entry does not exist.'] });
}

async function translated<T>(kind: GameDataKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusedReference(kind, error) ?? error;
  }
}

const summaryOf = (kind: GameDataKind, id: number, name: GameDataValues[string]) => `${GAME_DATA[kind].one} #${id} ${name ?? ''}`.trim();

/** Creates an entry from a whole, checked form; it starts at revision 1. */
export async function createEntry(db: Db, actor: StaffActor, kind: GameDataKind, values: GameDataValues): Promise<GameDataEntry> {
  return translated(kind, () =>
    db.transaction(async (tx) => {
      const insert = kind === 'skills' ? { ...values, IsSkill: true } : kind === 'items' ? { ...values, IsSkill: false } : values;
      const [row] = await tx
        .insert(TABLES[kind])
        .values({ ...insert, Revision: 1 } as never)
        .returning(columnsOf(kind));
      const entry = toEntry(kind, row);
      await tx
        .insert(gameDataRevisions)
        .values({ Kind: kind, EntryID: entry.id, Revision: 1, StaffID: actor.id, StaffName: actor.Username, Before: {}, After: entry.values });
      await recordStaffAction(tx, actor, {
        action: 'gamedata.create',
        target: `${kind}:${entry.id}`,
        summary: `${actor.Username} created ${summaryOf(kind, entry.id, entry.values.Name)}`,
        after: entry.values,
      });
      return entry;
    }),
  );
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The first change of a seeded or imported entry (still at revision 0) keeps every value it replaces as
 * revision 0, the original, so a revert can bring the entry back exactly as it was delivered. It runs
 * after the conditional update succeeded, so of simultaneous first edits only the kept one writes it.
 */
async function keepOriginal(tx: Tx, actor: StaffActor, kind: GameDataKind, id: number, original: GameDataValues) {
  await tx
    .insert(gameDataRevisions)
    .values({ Kind: kind, EntryID: id, Revision: 0, StaffID: actor.id, StaffName: actor.Username, Before: {}, After: original });
}

/**
 * Changes an entry that is still at revision `from`; a stale `from` is a conflict and changes nothing.
 * The row is locked first so the before values are the ones the change replaces.
 */
async function change(
  tx: Tx,
  actor: StaffActor,
  kind: GameDataKind,
  id: number,
  from: number,
  values: GameDataValues,
  revertedTo: number | null,
): Promise<GameDataEntry> {
  const table = TABLES[kind];
  const [locked] = await tx.select(columnsOf(kind)).from(table).where(where(kind, id)).for('update');
  if (!locked) throw notFound(kind);
  const before = toEntry(kind, locked);
  const diff = diffGameData(before.values, values);
  const [row] = await tx
    .update(table)
    .set({ ...diff.after, Revision: from + 1 })
    .where(and(where(kind, id), eq(table.Revision, from)))
    .returning(columnsOf(kind));
  if (!row)
    throw new Conflict(
      'conflict',
      `Someone else changed this ${GAME_DATA[kind].one} since you opened it (now revision ${before.Revision}). Reload it and make your change again.`,
    );
  const after = toEntry(kind, row);
  if (from === 0) await keepOriginal(tx, actor, kind, id, before.values);
  await tx.insert(gameDataRevisions).values({
    Kind: kind,
    EntryID: id,
    Revision: after.Revision,
    StaffID: actor.id,
    StaffName: actor.Username,
    Before: diff.before,
    After: diff.after,
    RevertedTo: revertedTo,
  });
  const changed = Object.keys(diff.after);
  await recordStaffAction(tx, actor, {
    action: revertedTo === null ? 'gamedata.edit' : 'gamedata.revert',
    target: `${kind}:${id}`,
    summary:
      revertedTo === null
        ? `${actor.Username} edited ${summaryOf(kind, id, after.values.Name)}: ${changed.join(', ') || 'nothing changed'}`
        : `${actor.Username} reverted ${summaryOf(kind, id, after.values.Name)} to revision ${revertedTo}: ${changed.join(', ') || 'nothing changed'}`,
    before: diff.before,
    after: diff.after,
  });
  return after;
}

/** Edits the given fields of an entry still at revision `from`. */
export function editEntry(db: Db, actor: StaffActor, kind: GameDataKind, id: number, from: number, values: GameDataValues): Promise<GameDataEntry> {
  return translated(kind, () => db.transaction((tx) => change(tx, actor, kind, id, from, values, null)));
}

export async function listRevisions(db: Db, kind: GameDataKind, id: number) {
  await readEntry(db, kind, id);
  const rows = await db
    .select({
      Revision: gameDataRevisions.Revision,
      StaffName: gameDataRevisions.StaffName,
      At: gameDataRevisions.At,
      Before: gameDataRevisions.Before,
      After: gameDataRevisions.After,
      RevertedTo: gameDataRevisions.RevertedTo,
    })
    .from(gameDataRevisions)
    .where(and(eq(gameDataRevisions.Kind, kind), eq(gameDataRevisions.EntryID, id)))
    .orderBy(asc(gameDataRevisions.Revision));
  return rows.map((r) => ({ ...r, At: r.At.toISOString(), Before: r.Before as GameDataValues, After: r.After as GameDataValues }));
}

/**
 * Puts the entry back as it was right after revision `target`, as a new revision. The fields are
 * rebuilt from the current values by undoing, newest first, every later revision's changes.
 */
export function revertEntry(db: Db, actor: StaffActor, kind: GameDataKind, id: number, from: number, target: number): Promise<GameDataEntry> {
  return translated(kind, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select(columnsOf(kind)).from(TABLES[kind]).where(where(kind, id)).for('update');
      if (!current) throw notFound(kind);
      const history = await tx
        .select({ Revision: gameDataRevisions.Revision, Before: gameDataRevisions.Before })
        .from(gameDataRevisions)
        .where(and(eq(gameDataRevisions.Kind, kind), eq(gameDataRevisions.EntryID, id)))
        .orderBy(asc(gameDataRevisions.Revision));
      if (!history.some((r) => r.Revision === target)) throw new NotFound(`Revision ${target} of this ${GAME_DATA[kind].one} was not found.`);
      const values = { ...toEntry(kind, current).values };
      for (const r of history.filter((h) => h.Revision > target).reverse()) Object.assign(values, r.Before as GameDataValues);
      return change(tx, actor, kind, id, from, values, target);
    }),
  );
}

/** The table each reference of the registry (a field's `ref`) names. */
const REFERENCES: Record<string, typeof maps | typeof itemTypes | typeof rarities | typeof races | typeof elements | typeof entityCategories> = {
  map: maps,
  'item type': itemTypes,
  rarity: rarities,
  race: races,
  element: elements,
  category: entityCategories,
};

/** The entries each reference field may name, by name, so a form offers names instead of raw ids. */
export async function listChoices(db: Db): Promise<Record<string, { id: number; Name: string }[]>> {
  const refs = [...new Set(Object.values(GAME_DATA).flatMap((k) => k.fields.flatMap((f) => (f.rule.type === 'int' && f.rule.ref ? [f.rule.ref] : []))))];
  const lists = await Promise.all(
    refs.map((ref) => {
      const table = REFERENCES[ref];
      return db.select({ id: table.id, Name: table.Name }).from(table).orderBy(asc(table.Name), asc(table.id));
    }),
  );
  return Object.fromEntries(refs.map((ref, i) => [ref, lists[i]]));
}
