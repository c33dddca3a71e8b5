import { base, en, Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rarities } from '../db/schema/index';
import { resetSequences } from './bulk';
import { withBulkLoad } from './bulk-load';
import type { SeedContext } from './context';
import { seedBets, seedLedger, seedMarket, seedStore } from './economy';
import { seedNews } from './news';
import { seedHistory } from './history';
import { seedGameData } from './game-data';
import { guildCount, seedGuilds } from './guilds';
import { seedInventories } from './inventory';
import { seedDemoStaff } from './demo-staff';
import { seedContactMessages } from './contact';
import { seedDemoUsers, seedPlayers } from './players';
import { EPOCH, SqlRandom } from './random';
import { seedBots, seedCollections, seedFriends, seedTimeline } from './social';

// The demo world: game data for the wiki, then a deterministic player base of any size with guilds,
// inventories, friends, timelines, a market, bets, a store and a ledger that balances.

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

export interface SeedOptions {
  /** Total users, the four demo accounts included (at least 10). */
  players: number;
  /** Same seed, same world. */
  seed: number;
  log?: (msg: string) => void;
}

/** Tables whose ids are written explicitly or in bulk; their sequences are moved past the data. */
const SERIAL_TABLES = [
  'item_types',
  'effects',
  'items',
  'enhancements',
  'maps',
  'races',
  'elements',
  'entity_categories',
  'monsters',
  'npcs',
  'quest_chains',
  'quests',
  'shops',
  'titles',
  'badges',
  'wheel_entries',
  'redeem_codes',
  'users',
  'inventory',
  'timeline',
  'bots',
  'market_listings',
  'guilds',
  'guild_logs',
  'bets',
  'coin_ledger',
  'store_packages',
  'purchases',
] as const;

/** Tables that grow with the player count; their secondary indexes are rebuilt after the load. */
const BULK_TABLES = [
  'users',
  'inventory',
  'friends',
  'timeline',
  'coin_ledger',
  'guilds',
  'guild_members',
  'guild_logs',
  'guild_alliances',
  'user_titles',
  'user_badges',
  'market_listings',
] as const;

/** Any fixed 64-bit number: the advisory lock the first-start seed runs under. */
const SEED_LOCK_KEY = 0x67686c736565;

export async function seedWorld(db: Db, opts: SeedOptions): Promise<void> {
  await seed(db, opts, false);
}

/**
 * Seeds only a database without game data; answers whether it seeded. Processes starting together
 * on an empty PostgreSQL take turns on an advisory lock held by the seed transaction: the first
 * seeds, the others then find the world there.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const existing = await db.select({ id: rarities.id }).from(rarities).limit(1);
  if (existing.length > 0) return false;
  return seed(db, opts, true);
}

async function seed(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<boolean> {
  const { players, seed } = opts;
  if (!Number.isInteger(players) || players < 10 || players > 9_000_000) throw new RangeError('players must be an integer from 10 to 9,000,000');
  if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31 - 1) throw new RangeError('seed must be an integer from 0 to 2^31-1');
  const started = performance.now();
  const log = (msg: string) => opts.log?.(`seed: ${msg} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(EPOCH);

  // One transaction: a crash part-way leaves an empty database that seeds again on the next start.
  const seeded = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
      if ((await tx.select({ id: rarities.id }).from(rarities).limit(1)).length > 0) return false;
    }
    const ctx: SeedContext = { db: tx, faker, rnd: new SqlRandom(seed), seed, players, guilds: guildCount(players), log };
    const catalog = await seedGameData(ctx);
    await withBulkLoad(tx, BULK_TABLES, async () => {
      await seedDemoUsers(ctx, catalog);
      await seedPlayers(ctx, catalog);
      await seedGuilds(ctx);
      await seedCollections(ctx, catalog);
      await seedInventories(ctx, catalog);
      await seedFriends(ctx);
      await seedTimeline(ctx, catalog);
      await seedBots(ctx);
      await seedStore(ctx, catalog);
      await seedMarket(ctx, catalog);
      await seedBets(ctx);
      await seedLedger(ctx);
      await seedNews(ctx);
      await seedHistory(ctx);
      log('rebuilding indexes');
    });
    await resetSequences(tx, SERIAL_TABLES);
    await seedDemoStaff(tx, seed, players);
    await seedContactMessages(tx);
    return true;
  });
  if (!seeded) return false;
  // Fresh statistics so the first queries after a bulk load get sensible plans.
  await db.execute(sql`analyze`);
  log(`done: ${players.toLocaleString('en-US')} players`);
  return true;
}
