import { and, count, eq, inArray, not, sql, type SQLWrapper } from 'drizzle-orm';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import type { Db } from '../../db/client';
import { guildRefColumns, playerStatsColumns } from '../../db/refs';
import { entityCategories, guildMembers, guilds, monsters, users } from '../../db/schema/index';
import { searchCondition, tableAnswer, type TableRequest } from '../tables/table-query';
import { RANKING_CATEGORIES, RANKING_SOURCE, rankingKey, rankingOrder, type RankingCategoryKey, type RankingKind } from './categories';
import { RANKING_CHUNK_SIZE, readSnapshot, refreshRanking, type Snapshot } from './refresh';
import { hiddenBy } from '../account/privacy';

// Reads a page of a ranking. Without a search the stored chunks are the page: positions
// start+1..start+length are one or two chunk rows, so page 20,000 costs what page 1 costs. A search
// filters the live table by name (trigram index), orders the matches by the category's order, and
// finds each match's stored position from its sort key.

export type AnyRankingRow = PlayerRankingRow | GuildRankingRow | MonsterRankingRow;

const inFlight = new Map<RankingCategoryKey, Promise<Snapshot>>();

/**
 * The category's snapshot; a category never ranked yet is ranked now (once per process at a time).
 * The server ranks every unranked category before it listens (server.ts), so this is for a snapshot
 * row deleted since, and for tests; on PGlite other requests interleave with that ranking.
 */
async function ensureSnapshot(db: Db, key: RankingCategoryKey): Promise<Snapshot> {
  const snap = await readSnapshot(db, key);
  if (snap) return snap;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshRanking(db, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** The figure's own column when the request sorts by a figure the ranking order does not start with. */
function figureSort(key: RankingCategoryKey, req: TableRequest) {
  const category = RANKING_CATEGORIES[key];
  const first = req.order[0];
  return category.figureColumn && first?.column === category.figure ? { column: category.figureColumn, dir: first.dir } : undefined;
}

/** Position order of the request: the figure sorts best-first when descending, like the position ascending. */
function positionDir(key: RankingCategoryKey, req: TableRequest): 'asc' | 'desc' {
  const first = req.order[0];
  if (!first) return 'asc';
  if (first.column === RANKING_CATEGORIES[key].figure) return first.dir === 'desc' ? 'asc' : 'desc';
  return first.dir;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Entity ids at positions lo..hi of the stored ranking, in the asked order. */
async function idsAtPositions(db: Db, key: RankingCategoryKey, generation: number, lo: number, hi: number, dir: 'asc' | 'desc') {
  const size = RANKING_CHUNK_SIZE;
  const result = await db.execute(sql`
    select (c.chunk * ${size} + o.ord)::int as position, o.id
    from ranking_chunks c cross join lateral unnest(c.entity_ids) with ordinality as o(id, ord)
    where c.category = ${key} and c.generation = ${generation}::int
      and c.chunk between ${Math.floor((lo - 1) / size)}::int and ${Math.floor((hi - 1) / size)}::int
      and c.chunk * ${size} + o.ord between ${lo}::int and ${hi}::int
    order by 1 ${sql.raw(dir)}`);
  return rowsOf<{ position: number; id: number }>(result).map((r) => ({ position: Number(r.position), id: Number(r.id) }));
}

/**
 * Stored positions of some entities. Each is looked up in the chunk its current sort key falls
 * in; an entity whose figures changed since the ranking is found by scanning the chunks instead.
 * Entities not ranked yet (new since the last refresh) have no position.
 */
async function positionsOf(db: Db, key: RankingCategoryKey, generation: number, ids: number[]): Promise<Map<number, number>> {
  const positions = new Map<number, number>();
  if (ids.length === 0) return positions;
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  const size = RANKING_CHUNK_SIZE;
  const byKey = await db.execute(sql`
    select ${source.id} as id, (
      select (c.chunk * ${size} + array_position(c.entity_ids, ${source.id}))::int
      from ranking_chunks c
      where c.category = ${key} and c.generation = ${generation}::int and c.first_key <= ${rankingKey(category)}
      order by c.first_key desc limit 1
    ) as position
    from ${source} where ${source.id} = any(${intArray(ids)})`);
  const stale: number[] = [];
  for (const r of rowsOf<{ id: number; position: number | null }>(byKey)) {
    if (r.position === null) stale.push(Number(r.id));
    else positions.set(Number(r.id), Number(r.position));
  }
  if (stale.length > 0) {
    const scanned = await db.execute(sql`
      select x.id, (c.chunk * ${size} + array_position(c.entity_ids, x.id))::int as position
      from unnest(${intArray(stale)}) as x(id)
      join ranking_chunks c on c.category = ${key} and c.generation = ${generation}::int and c.entity_ids @> array[x.id]`);
    for (const r of rowsOf<{ id: number; position: number }>(scanned)) positions.set(Number(r.id), Number(r.position));
  }
  return positions;
}

// Per kind: the entity's row by id (joined with what a ranking row shows), and the name searched.

const notShown = <T extends Record<string, number>>(figures: T) => Object.fromEntries(Object.keys(figures).map((k) => [k, 0])) as T;

const playerRows = async (db: Db, ids: number[]) => {
  const rows = await db
    .select({
      id: users.id,
      Username: users.Username,
      ColorName: users.ColorName,
      ProfileVersion: users.ProfileVersion,
      ProviderID: users.ProviderID,
      CountryCode: users.CountryCode,
      DeletedAt: users.DeletedAt,
      Level: users.Level,
      LevelMax: users.LevelMax,
      Experience: users.Experience,
      ...playerStatsColumns,
      guild: guildRefColumns(guilds),
      Hidden: hiddenBy('rankings', users.id).mapWith(Boolean),
    })
    .from(users)
    .leftJoin(guildMembers, eq(guildMembers.UserID, users.id))
    .leftJoin(guilds, eq(guilds.id, guildMembers.GuildID))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ id, Username, ColorName, ProfileVersion, ProviderID, CountryCode, DeletedAt, guild, Hidden, ...figures }) => [
      id,
      (Position: number): PlayerRankingRow =>
        // A hidden player's row keeps only its position: exact figures would name the player again
        // when matched against public profiles (0 stands for "not shown").
        Hidden && !DeletedAt
          ? { Position, user: null, hidden: true, guild: null, ...notShown(figures) }
          : {
              Position,
              user: DeletedAt ? null : { id, Username, ColorName, ProfileVersion, ProviderID, CountryCode },
              guild,
              ...figures,
            },
    ]),
  );
};

const memberCount = sql<number>`(select count(*)::int from ${guildMembers} where ${guildMembers.GuildID} = ${guilds.id})`.mapWith(Number);

const guildRows = async (db: Db, ids: number[]) => {
  const rows = await db
    .select({
      id: guilds.id,
      Name: guilds.Name,
      Color: guilds.Color,
      ProfileVersion: guilds.ProfileVersion,
      Level: guilds.Level,
      RW: guilds.RW,
      WL: guilds.WL,
      KD: guilds.KD,
      Members: memberCount,
      owner: {
        id: users.id,
        Username: users.Username,
        ColorName: users.ColorName,
        ProfileVersion: users.ProfileVersion,
        ProviderID: users.ProviderID,
        DeletedAt: users.DeletedAt,
      },
    })
    .from(guilds)
    .leftJoin(users, eq(users.id, guilds.OwnerID))
    .where(inArray(guilds.id, ids));
  return new Map(
    rows.map(({ id, Name, Color, ProfileVersion, owner, ...figures }) => [
      id,
      (Position: number): GuildRankingRow => ({
        Position,
        guild: { id, Name, Color, ProfileVersion },
        owner:
          owner && !owner.DeletedAt
            ? { id: owner.id, Username: owner.Username, ColorName: owner.ColorName, ProfileVersion: owner.ProfileVersion, ProviderID: owner.ProviderID }
            : null,
        ...figures,
      }),
    ]),
  );
};

const monsterRows = async (db: Db, ids: number[]) => {
  const rows = await db
    .select({ id: monsters.id, Name: monsters.Name, Level: monsters.Level, KD: monsters.KD, Category: entityCategories.Name, Color: entityCategories.Color })
    .from(monsters)
    .innerJoin(entityCategories, eq(entityCategories.id, monsters.CategoryID))
    .where(inArray(monsters.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      (Position: number): MonsterRankingRow => ({
        Position,
        monster: { id: r.id, Name: r.Name, Category: r.Category, entity_category_color: r.Color },
        Level: r.Level,
        KD: r.KD,
      }),
    ]),
  );
};

const KINDS: Record<RankingKind, { rows: (db: Db, ids: number[]) => Promise<Map<number, (position: number) => AnyRankingRow>>; name: SQLWrapper }> = {
  player: { rows: playerRows, name: users.Username },
  guild: { rows: guildRows, name: guilds.Name },
  monster: { rows: monsterRows, name: monsters.Name },
};

/** Rows for (position, id) pairs, in the given order; ids that vanished meanwhile are skipped. */
async function assemble(db: Db, kind: RankingKind, entries: { position: number | null; id: number }[]): Promise<AnyRankingRow[]> {
  const builders = await KINDS[kind].rows(
    db,
    entries.map((e) => e.id),
  );
  return entries.flatMap((e) => {
    const build = builders.get(e.id);
    return build ? [build(e.position ?? 0)] : [];
  });
}

/** One page of a ranking in the DataTables answer shape. */
export async function readRankingPage(db: Db, key: RankingCategoryKey, req: TableRequest): Promise<DataTablesAnswer<AnyRankingRow>> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  const dir = positionDir(key, req);
  const byFigure = figureSort(key, req);

  for (let attempt = 0; ; attempt++) {
    const snap = await ensureSnapshot(db, key);
    const named = searchCondition(req.search, [KINDS[category.kind].name]);
    // A search never finds a player hidden from search or from the rankings.
    const search = named && category.kind === 'player' ? and(named, not(hiddenBy('search', users.id)), not(hiddenBy('rankings', users.id))) : named;

    // A search, or a sort by a figure that is not the rank order, reads the live table and looks up
    // each row's stored position.
    if (search || byFigure) {
      const where = search ? and(category.where, search) : category.where;
      const [{ n }] = await db.select({ n: count() }).from(source).where(where);
      if (n <= req.start) return tableAnswer<AnyRankingRow>(req.draw, snap.total, n, []);
      const page = await db
        .select({ id: source.id })
        .from(source)
        .where(where)
        .orderBy(
          byFigure
            ? sql`${byFigure.column} ${sql.raw(byFigure.dir)}, ${rankingOrder(category, byFigure.dir === 'asc')}`
            : rankingOrder(category, dir === 'desc'),
        )
        .limit(req.length)
        .offset(req.start);
      const ids = page.map((r) => r.id);
      const positions = await positionsOf(db, key, snap.generation, ids);
      const data = await assemble(
        db,
        category.kind,
        ids.map((id) => ({ id, position: positions.get(id) ?? null })),
      );
      return tableAnswer(req.draw, snap.total, n, data);
    }

    // Without a search the positions are the page: 1..total, with no gaps.
    if (req.start >= snap.total) return tableAnswer<AnyRankingRow>(req.draw, snap.total, snap.total, []);
    const hi = dir === 'asc' ? Math.min(snap.total, req.start + req.length) : snap.total - req.start;
    const lo = dir === 'asc' ? req.start + 1 : Math.max(1, hi - req.length + 1);
    const entries = await idsAtPositions(db, key, snap.generation, lo, hi, dir);
    // A refresh may have switched generations between the snapshot read and the page, and be deleting
    // the old one's chunks: a page short of what the snapshot promised is read again.
    if (entries.length < hi - lo + 1 && attempt === 0) continue;
    return tableAnswer(req.draw, snap.total, snap.total, await assemble(db, category.kind, entries));
  }
}

/**
 * One entity's stored position in a category and the category's size (the ranking
 * share card); position null when the entity is not ranked there (staff outside the staff ranking,
 * new since the last refresh).
 */
export async function rankingPositionOf(db: Db, key: RankingCategoryKey, id: number): Promise<{ position: number | null; total: number }> {
  const snap = await ensureSnapshot(db, key);
  const positions = await positionsOf(db, key, snap.generation, [id]);
  return { position: positions.get(id) ?? null, total: snap.total };
}
