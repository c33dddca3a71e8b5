import { and, asc, between, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { GuildRankingRow, MonsterRankingRow, PlayerRankingRow } from '@contract/types/ranking';
import type { Db } from '../../db/client';
import { entityCategories, guildMembers, guilds, monsters, rankingPositions, users } from '../../db/schema/index';
import { searchCondition, tableAnswer, type TableRequest } from '../../lib/datatables';
import { RANKING_CATEGORIES, type RankingCategoryKey, type RankingKind } from './categories';
import { readSnapshot, refreshRanking, type Snapshot } from './refresh';

// Reads a page of a ranking from its stored positions. Without a search a page is an index range
// on (Category, Generation, Position), so page 20,000 costs what page 1 costs. A search narrows by
// name through the trigram indexes, then orders the matches by position.

export type RankingSortColumn = 'Position' | string;

const inFlight = new Map<RankingCategoryKey, Promise<Snapshot>>();

/** The category's snapshot; a category never ranked yet is ranked now (once per process at a time). */
export async function ensureSnapshot(db: Db, key: RankingCategoryKey): Promise<Snapshot> {
  const snap = await readSnapshot(db, key);
  if (snap) return snap;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = refreshRanking(db, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Position order of the request: the figure sorts best-first when descending, like the position ascending. */
function positionDir(key: RankingCategoryKey, req: TableRequest): 'asc' | 'desc' {
  const first = req.order[0];
  if (!first) return 'asc';
  if (first.column === RANKING_CATEGORIES[key].figure) return first.dir === 'desc' ? 'asc' : 'desc';
  return first.dir;
}

const playerSelect = {
  Position: rankingPositions.Position,
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
  KD: users.KD,
  KDDaily: users.KDDaily,
  WorldBossMVPCount: users.WorldBossMVPCount,
  WorldBossDamageTotal: users.WorldBossDamageTotal,
  RebirthCount: users.RebirthCount,
  RebirthMonthlyCount: users.RebirthMonthlyCount,
  guildId: guilds.id,
  guildName: guilds.Name,
  guildColor: guilds.Color,
  guildProfileVersion: guilds.ProfileVersion,
};

type PlayerSelected = { [K in keyof typeof playerSelect]: (typeof playerSelect)[K]['_']['data'] | (K extends `guild${string}` ? null : never) };

const toPlayerRow = (r: PlayerSelected): PlayerRankingRow => ({
  Position: r.Position,
  user: r.DeletedAt
    ? null
    : { id: r.id, Username: r.Username, ColorName: r.ColorName, ProfileVersion: r.ProfileVersion, ProviderID: r.ProviderID, CountryCode: r.CountryCode },
  guild:
    r.guildId === null
      ? null
      : { id: r.guildId, Name: r.guildName ?? '', Color: r.guildColor ?? '#ffffff', ProfileVersion: r.guildProfileVersion ?? 0 },
  Level: r.Level,
  LevelMax: r.LevelMax,
  Experience: r.Experience,
  KD: r.KD,
  KDDaily: r.KDDaily,
  WorldBossMVPCount: r.WorldBossMVPCount,
  WorldBossDamageTotal: r.WorldBossDamageTotal,
  RebirthCount: r.RebirthCount,
  RebirthMonthlyCount: r.RebirthMonthlyCount,
});

const memberCount = sql<number>`(select count(*)::int from ${guildMembers} where ${guildMembers.GuildID} = ${guilds.id})`.mapWith(Number);

interface PageArgs {
  where: SQL | undefined;
  dir: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

const order = (dir: 'asc' | 'desc') => (dir === 'desc' ? desc(rankingPositions.Position) : asc(rankingPositions.Position));

/** Per kind of ranking: the entity joined to its positions, the name searched, the row shape. */
const KINDS = {
  player: {
    name: users.Username,
    rows: (db: Db, a: PageArgs) => {
      const q = db
        .select(playerSelect)
        .from(rankingPositions)
        .innerJoin(users, eq(users.id, rankingPositions.EntityID))
        .leftJoin(guildMembers, eq(guildMembers.UserID, users.id))
        .leftJoin(guilds, eq(guilds.id, guildMembers.GuildID))
        .where(a.where)
        .orderBy(order(a.dir))
        .$dynamic();
      return (a.limit === undefined ? q : q.limit(a.limit).offset(a.offset ?? 0)).then((rows) => rows.map((r) => toPlayerRow(r as PlayerSelected)));
    },
    count: (db: Db, where: SQL | undefined) =>
      db.select({ n: count() }).from(rankingPositions).innerJoin(users, eq(users.id, rankingPositions.EntityID)).where(where),
  },
  guild: {
    name: guilds.Name,
    rows: (db: Db, a: PageArgs) => {
      const q = db
        .select({
          Position: rankingPositions.Position,
          id: guilds.id,
          Name: guilds.Name,
          Color: guilds.Color,
          ProfileVersion: guilds.ProfileVersion,
          Level: guilds.Level,
          RW: guilds.RW,
          WL: guilds.WL,
          KD: guilds.KD,
          Members: memberCount,
          ownerId: users.id,
          ownerName: users.Username,
          ownerColor: users.ColorName,
          ownerProfileVersion: users.ProfileVersion,
          ownerProviderID: users.ProviderID,
          ownerDeletedAt: users.DeletedAt,
        })
        .from(rankingPositions)
        .innerJoin(guilds, eq(guilds.id, rankingPositions.EntityID))
        .leftJoin(users, eq(users.id, guilds.OwnerID))
        .where(a.where)
        .orderBy(order(a.dir))
        .$dynamic();
      return (a.limit === undefined ? q : q.limit(a.limit).offset(a.offset ?? 0)).then((rows) =>
        rows.map(
          (r): GuildRankingRow => ({
            Position: r.Position,
            guild: { id: r.id, Name: r.Name, Color: r.Color, ProfileVersion: r.ProfileVersion },
            owner:
              r.ownerId === null || r.ownerDeletedAt
                ? null
                : { id: r.ownerId, Username: r.ownerName ?? '', ColorName: r.ownerColor ?? '#ffffff', ProfileVersion: r.ownerProfileVersion ?? 1, ProviderID: r.ownerProviderID },
            Level: r.Level,
            RW: r.RW,
            WL: r.WL,
            KD: r.KD,
            Members: r.Members,
          }),
        ),
      );
    },
    count: (db: Db, where: SQL | undefined) =>
      db.select({ n: count() }).from(rankingPositions).innerJoin(guilds, eq(guilds.id, rankingPositions.EntityID)).where(where),
  },
  monster: {
    name: monsters.Name,
    rows: (db: Db, a: PageArgs) => {
      const q = db
        .select({
          Position: rankingPositions.Position,
          id: monsters.id,
          Name: monsters.Name,
          Level: monsters.Level,
          KD: monsters.KD,
          Category: entityCategories.Name,
          Color: entityCategories.Color,
        })
        .from(rankingPositions)
        .innerJoin(monsters, eq(monsters.id, rankingPositions.EntityID))
        .innerJoin(entityCategories, eq(entityCategories.id, monsters.CategoryID))
        .where(a.where)
        .orderBy(order(a.dir))
        .$dynamic();
      return (a.limit === undefined ? q : q.limit(a.limit).offset(a.offset ?? 0)).then((rows) =>
        rows.map(
          (r): MonsterRankingRow => ({
            Position: r.Position,
            monster: { id: r.id, Name: r.Name, Category: r.Category, entity_category_color: r.Color },
            Level: r.Level,
            KD: r.KD,
          }),
        ),
      );
    },
    count: (db: Db, where: SQL | undefined) =>
      db.select({ n: count() }).from(rankingPositions).innerJoin(monsters, eq(monsters.id, rankingPositions.EntityID)).where(where),
  },
} satisfies Record<RankingKind, unknown>;

/** One page of a ranking in the DataTables answer shape. */
export type AnyRankingRow = PlayerRankingRow | GuildRankingRow | MonsterRankingRow;

export async function readRankingPage(db: Db, key: RankingCategoryKey, req: TableRequest): Promise<DataTablesAnswer<AnyRankingRow>> {
  const kind = KINDS[RANKING_CATEGORIES[key].kind];
  const dir = positionDir(key, req);

  for (let attempt = 0; ; attempt++) {
    const snap = await ensureSnapshot(db, key);
    const inGeneration = and(eq(rankingPositions.Category, key), eq(rankingPositions.Generation, snap.generation));
    const search = searchCondition(req.search, [kind.name]);

    if (search) {
      const where = and(inGeneration, search);
      const [{ n }] = await kind.count(db, where);
      const data = n > req.start ? await kind.rows(db, { where, dir, limit: req.length, offset: req.start }) : [];
      return tableAnswer<AnyRankingRow>(req.draw, snap.total, n, data);
    }

    // Without a search the positions are the page: 1..total, with no gaps.
    const hi = dir === 'asc' ? req.start + req.length : snap.total - req.start;
    const lo = dir === 'asc' ? req.start + 1 : hi - req.length + 1;
    if (req.start >= snap.total) return tableAnswer<AnyRankingRow>(req.draw, snap.total, snap.total, []);
    const data = await kind.rows(db, { where: and(inGeneration, between(rankingPositions.Position, Math.max(1, lo), hi)), dir });
    // A refresh may have switched generations between the snapshot read and the page: read again.
    if (data.length === 0 && attempt === 0) continue;
    return tableAnswer<AnyRankingRow>(req.draw, snap.total, snap.total, data);
  }
}
