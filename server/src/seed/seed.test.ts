import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema/index';
import { cancelSplit } from '../domain/bets/rules';
import { playersOffTheBooks, readBooks } from '../domain/ledger/ledger';
import { queryRows } from './bulk';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty, seedWorld } from './index';

const PLAYERS = 60;
const SEED = 4242;

/** Every table that holds game data or world state (access tables and contact messages excluded). */
const WORLD_TABLES = {
  rarities: schema.rarities,
  itemTypes: schema.itemTypes,
  effects: schema.effects,
  items: schema.items,
  enhancements: schema.enhancements,
  maps: schema.maps,
  races: schema.races,
  elements: schema.elements,
  entityCategories: schema.entityCategories,
  monsters: schema.monsters,
  monsterDrops: schema.monsterDrops,
  npcs: schema.npcs,
  questChains: schema.questChains,
  quests: schema.quests,
  questRewards: schema.questRewards,
  shops: schema.shops,
  shopItems: schema.shopItems,
  titles: schema.titles,
  badges: schema.badges,
  wheelEntries: schema.wheelEntries,
  redeemCodes: schema.redeemCodes,
  users: schema.users,
  inventory: schema.inventory,
  userBadges: schema.userBadges,
  userTitles: schema.userTitles,
  friends: schema.friends,
  timeline: schema.timeline,
  bots: schema.bots,
  marketListings: schema.marketListings,
  guilds: schema.guilds,
  guildMembers: schema.guildMembers,
  guildAlliances: schema.guildAlliances,
  guildLogs: schema.guildLogs,
  bets: schema.bets,
  coinLedger: schema.coinLedger,
  storePackages: schema.storePackages,
  storePackageItems: schema.storePackageItems,
  purchases: schema.purchases,
};

async function freshWorld(seed = SEED): Promise<Database> {
  const database = await openDatabase({ dataDir: ':memory:' });
  await seedWorld(database.db, { players: PLAYERS, seed });
  return database;
}

describe('seedWorld', () => {
  let a: Database;

  beforeAll(async () => {
    a = await freshWorld();
  });
  afterAll(async () => {
    await a?.close();
  });

  it('fills every world table', async () => {
    for (const [name, table] of Object.entries(WORLD_TABLES)) {
      const [row] = await a.db.select({ n: sql<number>`count(*)::int` }).from(table);
      expect(row.n, name).toBeGreaterThan(0);
    }
    const [users] = await a.db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
    expect(users.n).toBe(PLAYERS);
  });

  it('creates the demo accounts first, with the demo password', async () => {
    const rows = await a.db
      .select()
      .from(schema.users)
      .where(sql`${schema.users.id} <= 4`)
      .orderBy(asc(schema.users.id));
    expect(rows.map((r) => [r.Username, r.Email, r.Role])).toEqual(DEMO_ACCOUNTS.map((d) => [d.username, d.email, d.role]));
    const demo = rows[0];
    expect(demo.Coins).toBe(50_000);
    expect(await verify(demo.PasswordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verify(demo.PasswordHash ?? '', 'wrong-password')).toBe(false);
  });

  it('gives the demo account a guild, inventory, bank, friends and a timeline', async () => {
    const db = a.db;
    expect(await db.select().from(schema.guildMembers).where(eq(schema.guildMembers.UserID, 1))).toHaveLength(1);
    const inv = await db.select().from(schema.inventory).where(eq(schema.inventory.UserID, 1));
    expect(inv.some((i) => !i.IsBank && i.IsEquipped)).toBe(true);
    expect(inv.some((i) => i.IsBank)).toBe(true);
    expect((await db.select().from(schema.friends).where(eq(schema.friends.UserID, 1))).length).toBeGreaterThan(2);
    expect((await db.select().from(schema.timeline).where(eq(schema.timeline.UserID, 1))).length).toBeGreaterThan(0);
  });

  it('balances the ledger: the rows of each user sum to their coins', async () => {
    const mismatches = await queryRows(
      a.db,
      sql`
      select u.id from users u left join (select user_id, sum(delta) s from coin_ledger group by user_id) l on l.user_id = u.id
      where u.coins <> coalesce(l.s, 0)
    `,
    );
    expect(mismatches).toEqual([]);
    const seedRows = await a.db.select().from(schema.coinLedger).where(eq(schema.coinLedger.Account, 'seed'));
    expect(seedRows.every((r) => r.Reason === 'seed' && r.Delta > 0)).toBe(true);
  });

  it('closes the books as live bets do: escrow holds the open stakes, forfeits and taxes their accounts', async () => {
    const all = await a.db.select().from(schema.bets);
    const sum = (rows: typeof all, f: (b: (typeof all)[number]) => number) => rows.reduce((n, b) => n + f(b), 0);
    expect(all.some((b) => b.Status === 'open') && all.some((b) => b.Status === 'cancelled')).toBe(true);
    const books = await readBooks(a.db);
    expect(books.accounts.escrow).toBe(
      sum(
        all.filter((b) => b.Status === 'open'),
        (b) => b.Coins,
      ),
    );
    expect(books.accounts.forfeit).toBe(
      sum(
        all.filter((b) => b.Status === 'cancelled'),
        (b) => cancelSplit(b.Coins).forfeit,
      ),
    );
    expect(books.accounts.tax).toBe(sum(all, (b) => b.Tax));
    // Every coin is somewhere: the players' balances and the accounts add up to nothing created.
    expect(books.total).toBe(0);
    expect(await playersOffTheBooks(a.db)).toEqual([]);
  });

  it('keeps every foreign key valid (the bulk load skips the triggers)', async () => {
    const fks = await queryRows<{ child: string; col: string; parent: string; pcol: string }>(
      a.db,
      sql`
      select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
    `,
    );
    expect(fks.length).toBeGreaterThan(30);
    for (const fk of fks) {
      const [row] = await queryRows<{ n: number }>(
        a.db,
        sql.raw(
          `select count(*)::int as n from ${fk.child} x where x.${fk.col} is not null
         and not exists (select 1 from ${fk.parent} p where p.${fk.pcol} = x.${fk.col})`,
        ),
      );
      expect(row.n, `${fk.child}.${fk.col} -> ${fk.parent}`).toBe(0);
    }
    const [enh] = await queryRows<{ n: number }>(
      a.db,
      sql`
      select count(*)::int as n from market_listings m where m.enhancement_id is not null
      and not exists (select 1 from enhancements e where e.id = m.enhancement_id)
    `,
    );
    expect(enh.n).toBe(0);
  });

  it('gives every guild its owner as the one Leader', async () => {
    const bad = await queryRows(
      a.db,
      sql`
      select g.id from guilds g
      where (select count(*) from guild_members m where m.guild_id = g.id and m.rank_name = 'Leader') <> 1
         or not exists (select 1 from guild_members m where m.guild_id = g.id and m.user_id = g.owner_id and m.rank_name = 'Leader')
    `,
    );
    expect(bad).toEqual([]);
    const ranks = await queryRows<{ r: string }>(a.db, sql`select distinct rank_name as r from guild_members order by 1`);
    expect(ranks.map((x) => x.r)).toEqual(['Leader', 'Member', 'Officer', 'Recruit']);
  });

  it('keeps the secondary indexes after the bulk load', async () => {
    const names = await queryRows<{ n: string }>(a.db, sql`select indexname as n from pg_indexes where schemaname = current_schema()`);
    expect(names.map((x) => x.n)).toEqual(
      expect.arrayContaining(['users_username_lower_idx', 'inventory_user_idx', 'timeline_user_date_idx', 'coin_ledger_user_idx']),
    );
  });

  it('offers store packages of every type, with limited stock 0 and 3', async () => {
    const packages = await a.db.select().from(schema.storePackages);
    expect(new Set(packages.map((p) => p.Type))).toEqual(new Set([1, 2, 3]));
    expect(packages.every((p) => p.Currency === 'Coins')).toBe(true);
    const limited = packages.filter((p) => p.Type === 2).map((p) => p.QuantityLeft);
    expect(limited).toContain(0);
    expect(limited).toContain(3);
    expect(packages.filter((p) => p.Type !== 2).every((p) => p.QuantityLeft === null)).toBe(true);
  });

  it('has rarity 10 and exactly one hostile title', async () => {
    const [r10] = await a.db.select().from(schema.rarities).where(eq(schema.rarities.id, 10));
    expect(r10?.Name).toBeTruthy();
    const hostile = await a.db
      .select()
      .from(schema.titles)
      .where(sql`${schema.titles.NameHTML} like '%onerror%'`);
    expect(hostile).toHaveLength(1);
  });

  it('keeps usernames unique case-insensitively and within 32 characters', async () => {
    const rows = await a.db.select({ u: schema.users.Username }).from(schema.users);
    expect(new Set(rows.map((r) => r.u.toLowerCase())).size).toBe(rows.length);
    expect(rows.every((r) => r.u.length <= 32)).toBe(true);
  });

  it('moves sequences past the seeded ids', async () => {
    const [row] = await a.db.insert(schema.users).values({ Username: 'after-seed' }).returning({ id: schema.users.id });
    expect(row.id).toBe(PLAYERS + 1);
    await a.db.delete(schema.users).where(eq(schema.users.id, row.id));
  });

  it('is deterministic: the same seed gives the same world', async () => {
    const b = await freshWorld();
    try {
      const names = (d: Database) => d.db.select({ u: schema.users.Username }).from(schema.users).orderBy(asc(schema.users.id));
      expect(await names(b)).toEqual(await names(a));
      const ledger = (d: Database) =>
        d.db.select({ u: schema.coinLedger.UserID, d: schema.coinLedger.Delta }).from(schema.coinLedger).orderBy(asc(schema.coinLedger.id));
      expect(await ledger(b)).toEqual(await ledger(a));
      const demo = (d: Database) => d.db.select({ h: schema.users.PasswordHash }).from(schema.users).where(eq(schema.users.id, 1));
      expect(await demo(b)).toEqual(await demo(a));
    } finally {
      await b.close();
    }
  });

  it('seedIfEmpty does nothing on a seeded database', async () => {
    expect(await seedIfEmpty(a.db, { players: PLAYERS, seed: SEED })).toBe(false);
  });
});
