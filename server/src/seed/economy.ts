import { and, gte, sql } from 'drizzle-orm';
import { fairSide, randomSeed, seedHash } from '@contract/rules/fair-flip';
import { bets, coinLedger, purchases, storePackageItems, storePackages, users } from '../db/schema/index';
import { forRanges, intArray } from './bulk';
import type { Catalog, SeedContext } from './context';
import { ENHANCEMENT_COUNT } from './catalog';
import { FIRST_GENERATED_ID } from './players';
import { EPOCH, EPOCH_SQL, daysBefore } from './random';
import { BADGES, TITLES } from './words';
import { sha256 } from '../lib/sha256';
import { betMoney, cancelSplit } from '../domain/bets/rules';
import { movementRows, type Movement } from '../domain/ledger/ledger';

// Where coins move: the store (with purchases), the market, bets, and the ledger that accounts for
// every balance. Movements are written first; then each player gets one 'seed' row carrying the
// rest of the balance, so the sum of a player's ledger rows equals users.Coins exactly.

/** The default of the server's BET_TAX_PERCENT setting, charged on both stakes. */
const BET_TAX_PERCENT = 10;
const RANGE = 100_000;

interface PackageDef {
  Name: string;
  Type: 1 | 2 | 3;
  RarityID: number;
  Cost: number;
  QuantityLeft?: number;
  Coins?: number;
  Vip?: number;
  badge?: (typeof BADGES)[number];
  title?: (typeof TITLES)[number]['Name'];
  items?: number;
  /** Purchases already made (limited packages: sold units). */
  sold?: number;
}

/** Type 1 standard, type 2 limited stock (one sold out, one with 3 left), type 3 memberships. */
const PACKAGES: readonly PackageDef[] = [
  { Name: "Adventurer's Starter Pack", Type: 1, RarityID: 2, Cost: 5_000, Coins: 1_000, items: 3, sold: 6 },
  { Name: 'Dragon Rider Bundle', Type: 1, RarityID: 5, Cost: 45_000, title: 'DragonSlayer', items: 4, sold: 3 },
  { Name: 'Arcane Scholar Set', Type: 1, RarityID: 4, Cost: 25_000, items: 3, sold: 2 },
  { Name: 'Shadow Assassin Pack', Type: 1, RarityID: 4, Cost: 30_000, badge: 'Collector', items: 3, sold: 2 },
  { Name: 'Pet Companion Crate', Type: 1, RarityID: 3, Cost: 8_000, items: 2, sold: 4 },
  { Name: 'Lucky Coin Pouch', Type: 1, RarityID: 1, Cost: 2_000, Coins: 500, items: 1, sold: 5 },
  { Name: "Founder's Relic", Type: 2, RarityID: 10, Cost: 40_000, QuantityLeft: 0, badge: 'Founder', title: 'Eternal', items: 2, sold: 4 },
  { Name: 'Eclipse Dragon Bundle', Type: 2, RarityID: 6, Cost: 12_000, QuantityLeft: 3, title: 'Wyrm Tamer', items: 3, sold: 2 },
  { Name: 'Frostval Winter Crate', Type: 2, RarityID: 9, Cost: 6_000, QuantityLeft: 250, Coins: 1_500, badge: 'Frostval 2025', items: 2, sold: 3 },
  { Name: 'VIP Membership (30 days)', Type: 3, RarityID: 4, Cost: 15_000, Vip: 30, badge: 'VIP Member', sold: 3 },
  { Name: 'VIP Membership (90 days)', Type: 3, RarityID: 5, Cost: 40_000, Vip: 90, badge: 'VIP Member', sold: 2 },
  { Name: 'VIP Membership (365 days)', Type: 3, RarityID: 10, Cost: 120_000, Vip: 365, Coins: 10_000, badge: 'VIP Member', title: 'Legend', items: 1, sold: 1 },
];

type LedgerRow = typeof coinLedger.$inferInsert;

export async function seedStore(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, faker, players } = ctx;
  const goodies = catalog.items.filter((i) => !i.IsStaffOnly && i.RarityID >= 3);
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');

  await db.insert(storePackages).values(
    PACKAGES.map((p, i) => ({
      id: i + 1,
      Name: p.Name,
      File: `${slug(p.Name)}.png`,
      Type: p.Type,
      RarityID: p.RarityID,
      Cost: p.Cost,
      Currency: 'Coins',
      QuantityLeft: p.QuantityLeft ?? null,
      Coins: p.Coins ?? 0,
      Vip: p.Vip ?? 0,
      BadgeID: p.badge ? BADGES.indexOf(p.badge) + 1 : null,
      TitleID: p.title ? TITLES.findIndex((t) => t.Name === p.title) + 1 : null,
      SortOrder: i + 1,
    })),
  );
  await db.insert(storePackageItems).values(
    PACKAGES.flatMap((p, i) =>
      faker.helpers.arrayElements(goodies, p.items ?? 0).map((item) => ({
        PackageID: i + 1,
        ItemID: item.id,
        Quantity: item.stack > 1 ? faker.number.int({ min: 2, max: Math.min(item.stack, 20) }) : 1,
      })),
    ),
  );

  // Past purchases by generated players (a quarter are gifts), each with its ledger movements.
  const purchaseRows: (typeof purchases.$inferInsert)[] = [];
  const ledger: LedgerRow[] = [];
  PACKAGES.forEach((p, i) => {
    for (let n = 0; n < (p.sold ?? 0); n++) {
      const id = purchaseRows.length + 1;
      const BuyerID = faker.number.int({ min: FIRST_GENERATED_ID, max: players });
      const RecipientID = faker.datatype.boolean({ probability: 0.25 }) ? faker.number.int({ min: FIRST_GENERATED_ID, max: players }) : BuyerID;
      const Date = daysBefore(faker.number.float({ min: 1, max: 300 }));
      purchaseRows.push({ id, PackageID: i + 1, BuyerID, RecipientID, Cost: p.Cost, Currency: 'Coins', Date });
      ledger.push({ UserID: BuyerID, Account: 'store', Delta: -p.Cost, Reason: 'purchase', RefID: id, Date });
      if (p.Coins) ledger.push({ UserID: RecipientID, Account: 'store', Delta: p.Coins, Reason: 'package', RefID: id, Date });
    }
  });
  await db.insert(purchases).values(purchaseRows);
  await db.insert(coinLedger).values(ledger);
  ctx.log('store');
}

export async function seedMarket(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, rnd, players } = ctx;
  const tradeable = catalog.items.filter((i) => i.IsTradeable && !i.IsStaffOnly);
  const count = Math.min(25_000, Math.max(200, players));
  const sellers = players - FIRST_GENERATED_ID + 1;
  const g = 'g';
  await db.execute(sql`
    with w as (select ${intArray(tradeable.map((i) => i.id))} as id, ${intArray(tradeable.map((i) => i.price))} as price,
                      ${intArray(tradeable.map((i) => Math.min(i.stack, 50)))} as stack, ${intArray(tradeable.map((i) => (i.wearable ? 1 : 0)))} as wear)
    insert into market_listings (item_id, quantity, seller_id, buyer_id, enhancement_id, coins, is_special, is_vending, status, item_date, date_created)
    select w.id[x.i], x.q,
      ${FIRST_GENERATED_ID} + ${rnd.below(g, 702, sellers)},
      case when x.status = 1 then ${FIRST_GENERATED_ID} + ${rnd.below(g, 703, sellers)} end,
      case when w.wear[x.i] = 1 and ${rnd.below(g, 704, 10)} < 3 then 1 + ${rnd.below(g, 705, ENHANCEMENT_COUNT)} end,
      greatest(1, floor(w.price[x.i] * x.q * (0.7 + 0.8 * ${rnd.frac(g, 706)})))::int,
      ${rnd.below(g, 707, 25)} = 0,
      ${rnd.below(g, 708, 8)} = 0,
      x.status,
      x.created - (1 + ${rnd.below(g, 709, 400)}) * interval '1 day',
      x.created
    from generate_series(1, ${count}::int) g
    cross join w
    cross join lateral (select 1 + ${rnd.below(g, 700, tradeable.length)}::int as i,
                               case when ${rnd.below(g, 701, 10)} < 7 then 0 when ${rnd.below(g, 701, 10)} < 9 then 1 else 2 end as status,
                               ${EPOCH_SQL} - ${rnd.below(g, 710, 90 * 86_400)} * interval '1 second' as created) x0
    cross join lateral (select x0.*, case when w.stack[x0.i] > 1 then 1 + ${rnd.below(g, 711, 1000)} % w.stack[x0.i] else 1 end as q) x
  `);
  ctx.log('market listings');
}

/** Hex derived from the world's seed without drawing from faker, so the rest of the world is unchanged. */
const worldHex = (seed: number, label: string) => sha256(`${seed}:${label}`);

/** Open, joined and cancelled bets among players rich enough to have placed them. */
export async function seedBets(ctx: SeedContext): Promise<void> {
  const { db, faker } = ctx;
  const rich = await db
    .select({ id: users.id, Coins: users.Coins })
    .from(users)
    .where(and(gte(users.id, FIRST_GENERATED_ID), gte(users.Coins, 2_000)))
    .orderBy(users.id)
    .limit(300);
  if (rich.length < 2) return;

  // Written through the ledger's own rows and the live bets' rules, so the seeded books close as
  // live play leaves them: escrow holds exactly the open stakes.
  const ledger: LedgerRow[] = [];
  const move = (m: Movement, date: Date) => ledger.push(...movementRows(m, date));
  const stake = (user: { Coins: number }) => Math.max(100, Math.round(faker.number.int({ min: 100, max: Math.min(50_000, user.Coins / 2) }) / 50) * 50);
  const rows: (typeof bets.$inferInsert)[] = [];
  const plan = [...Array<'open'>(12).fill('open'), ...Array<'joined'>(10).fill('joined'), ...Array<'cancelled'>(3).fill('cancelled')];
  for (const [i, status] of plan.entries()) {
    const id = i + 1;
    // Provably fair like live bets. A bet still open keeps a secret seed from the
    // cryptographic RNG, never from the world's public SEED, so nobody can predict its flip; a finished
    // flip's seed is public anyway, so it comes from the world's seed and the world stays deterministic.
    const ServerSeed = status === 'joined' ? worldHex(ctx.seed, `bet-server-${id}`) : randomSeed();
    const ServerSeedHash = await seedHash(ServerSeed);
    const [creator, joiner] = faker.helpers.arrayElements(rich, 2);
    const { stake: Coins, tax: Tax } = betMoney(stake(creator), BET_TAX_PERCENT);
    const DateCreated = new Date(EPOCH.getTime() - faker.number.int({ min: 60, max: 72 * 3600 }) * 1000);
    move({ from: { user: creator.id }, to: { account: 'escrow' }, amount: Coins, reason: 'bet', refId: id }, DateCreated);
    move({ from: { user: creator.id }, to: { account: 'tax' }, amount: Tax, reason: 'bet_tax', refId: id }, DateCreated);
    if (status === 'joined') {
      const ClientSeed = worldHex(ctx.seed, `bet-client-${id}`).slice(0, 16);
      const Side = await fairSide(ServerSeed, ClientSeed, id);
      const DateJoined = new Date(DateCreated.getTime() + faker.number.int({ min: 5, max: 3600 }) * 1000);
      move({ from: { user: joiner.id }, to: { account: 'escrow' }, amount: Coins, reason: 'bet', refId: id }, DateJoined);
      move({ from: { account: 'escrow' }, to: { user: Side ? joiner.id : creator.id }, amount: 2 * Coins, reason: 'bet_win', refId: id }, DateJoined);
      rows.push({
        id,
        Coins,
        Tax,
        UserID: creator.id,
        TargetID: joiner.id,
        Side,
        Status: 'joined',
        DateCreated,
        DateJoined,
        ServerSeed,
        ServerSeedHash,
        ClientSeed,
      });
    } else {
      if (status === 'cancelled') {
        const { refund, forfeit } = cancelSplit(Coins);
        move({ from: { account: 'escrow' }, to: { user: creator.id }, amount: refund, reason: 'bet_refund', refId: id }, DateCreated);
        move({ from: { account: 'escrow' }, to: { account: 'forfeit' }, amount: forfeit, reason: 'bet_forfeit', refId: id }, DateCreated);
      }
      rows.push({ id, Coins, Tax, UserID: creator.id, TargetID: null, Side: null, Status: status, DateCreated, ServerSeed, ServerSeedHash });
    }
  }
  await db.insert(bets).values(rows);
  await db.insert(coinLedger).values(ledger);
  ctx.log('bets');
}

/**
 * Closes the books: a player whose recorded movements add up to more than the balance gets the
 * balance raised to match, then every player gets one 'seed' row with the remainder.
 */
export async function seedLedger(ctx: SeedContext): Promise<void> {
  const { db, players } = ctx;
  await db.execute(sql`
    update users u set coins = o.s
    from (select user_id, sum(delta) as s from coin_ledger where user_id is not null group by user_id) o
    where o.user_id = u.id and o.s > u.coins
  `);
  await forRanges(players, RANGE, async (from, to) => {
    await db.execute(sql`
      insert into coin_ledger (user_id, account, delta, reason, date)
      select u.id, 'seed', u.coins - coalesce(o.s, 0), 'seed', u.date_created
      from users u
      left join (select user_id, sum(delta) as s from coin_ledger
                 where user_id between ${from} and ${to} group by user_id) o on o.user_id = u.id
      where u.id between ${from} and ${to} and u.coins - coalesce(o.s, 0) <> 0
    `);
  });
  ctx.log('coin ledger');
}
