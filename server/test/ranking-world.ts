import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createTestApp, type TestApp } from './test-app';
import { rankingChunks } from '../src/db/schema/index';
import { RANKING_CATEGORIES, RANKING_SOURCE, rankingKey, rankingOrder, type RankingCategoryKey } from '../src/domain/ranking/categories';
import { RANKING_CHUNK_SIZE, readSnapshot } from '../src/domain/ranking/refresh';

// The ranking refresh tests' world and readings, shared by the tests both databases run
// (refresh.test.ts) and those only one of them can (refresh.pglite.test.ts, refresh.postgres.test.ts).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A test app whose world holds the ranking players and guilds below. */
export async function createRankingTestApp(): Promise<TestApp> {
  const t = await createTestApp({ players: 200 });
  await seedRankingWorld(t.app.db);
  return t;
}

/**
 * More players and guilds than a few chunks hold, with many equal figures (the id breaks ties),
 * some VIP by role or by days (running or ended), staff, deleted accounts, reborn players.
 */
async function seedRankingWorld(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (username, role, level, level_max, experience, kd, kd_daily, world_boss_damage_total, world_boss_mvp_count,
      rebirth_count, rebirth_monthly_count, vip_until, deleted_at)
    select 'ranker' || i,
      case when i % 97 = 0 then 'staff' when i % 13 = 0 then 'vip' else 'player' end,
      1 + (i * 7) % 60, 60 + (i % 3) * 20, ((i * 7919) % 500) * 10, ((i * 37) % 1000) / 7.0, ((i * 11) % 300) / 3.0,
      (i * 104729) % 2000, (i * 3) % 5, (i * 5) % 4, (i * 7) % 3,
      case when i % 17 = 0 then now() + interval '9 days' when i % 19 = 0 then now() - interval '9 days' end,
      case when i % 101 = 0 then now() end
    from generate_series(1, 3200) as i`);
  await db.execute(sql`
    insert into guilds (name, level, kd, wl, rw)
    select 'Rank guild ' || i, 1 + (i * 7) % 40, ((i * 37) % 500) / 9.0, ((i * 13) % 100)::real, ((i * 29) % 100)::real
    from generate_series(1, 2300) as i`);
}

/** The single statement the refresh used before the earlier change (the reference): ids per chunk and first keys. */
export async function referenceChunks(db: Db, key: RankingCategoryKey): Promise<{ ids: number[][]; firstKeys: string[] }> {
  const category = RANKING_CATEGORIES[key];
  const source = RANKING_SOURCE[category.kind];
  const size = sql.raw(String(RANKING_CHUNK_SIZE));
  const result = await db.execute(sql`
    with ranked as (
      select ${source.id} as id, (row_number() over (order by ${rankingOrder(category)}) - 1)::int as rn
      from ${source} where ${category.where}
    ), chunks as (
      select rn / ${size} as chunk, array_agg(id order by rn) as ids from ranked group by rn / ${size}
    )
    select c.ids, (select ${rankingKey(category)} from ${source} where ${source.id} = c.ids[1])::text as first_key
    from chunks c order by c.chunk`);
  const rows = rowsOf<{ ids: number[]; first_key: string }>(result);
  return { ids: rows.map((r) => r.ids.map(Number)), firstKeys: rows.map((r) => r.first_key) };
}

/** The chunks stored for a category's current generation, and every generation still stored. */
export async function storedChunks(db: Db, key: RankingCategoryKey): Promise<{ ids: number[][]; firstKeys: string[]; generations: number[] }> {
  const snap = await readSnapshot(db, key);
  const result = await db.execute(sql`
    select entity_ids as ids, first_key::text as first_key from ranking_chunks
    where category = ${key} and generation = ${snap!.generation}::int order by chunk`);
  const rows = rowsOf<{ ids: number[]; first_key: string }>(result);
  const gens = await db.selectDistinct({ g: rankingChunks.Generation }).from(rankingChunks).where(eq(rankingChunks.Category, key));
  return { ids: rows.map((r) => r.ids.map(Number)), firstKeys: rows.map((r) => r.first_key), generations: gens.map((g) => g.g) };
}
