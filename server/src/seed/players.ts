import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { forRanges, intArray, textArray } from './bulk';
import type { Catalog, SeedContext } from './context';
import { DEMO_ACCOUNTS, hashDemoPassword } from './demo-accounts';
import { daysAfter, daysBefore, EPOCH_SQL, VIP_UNTIL_BASE } from './random';
import { generateUsernames } from './usernames';
import { COUNTRY_CODES, GAME_SERVERS, NAME_PREFIXES, NAME_SUFFIXES } from './words';

// Users: the four demo accounts first (ids 1..4), then generated players. Every generated row is
// computed inside PostgreSQL from hashes of its id, so a million players cost one statement per
// range instead of a million JS objects; only the names of the first few thousand come from JS.

/** Players up to this id get hand-styled names from Faker; later ones a SQL-built name. */
const STYLED_NAMES_UP_TO = 5_000;
export const FIRST_GENERATED_ID = DEMO_ACCOUNTS.length + 1;
const RANGE = 50_000;

export async function seedDemoUsers(ctx: Pick<SeedContext, 'db' | 'seed'>, catalog: Pick<Catalog, 'titleIds'>): Promise<void> {
  const common = {
    ColorName: '#ffffff',
    CountryCode: 'US',
    LevelMax: 100,
    ProfileVersion: 1,
    MapID: 1,
    DateCreated: daysBefore(400),
  };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashDemoPassword(ctx.seed, a)));
  await ctx.db.insert(users).values([
    {
      ...common,
      id: 1,
      Username: 'demo',
      Email: DEMO_ACCOUNTS[0].email,
      EmailVerifiedAt: daysBefore(400),
      PasswordHash: hashes[0],
      Role: 'player',
      ColorName: '#4fc3f7',
      CurrentServer: 'Avalon',
      Level: 42,
      Coins: 50_000,
      KD: 1.87,
      KDDaily: 0.95,
      WorldBossMVPCount: 3,
      WorldBossDamageTotal: 48_250_000,
      ClassPoints: 64_000,
      Experience: 1_250_000,
      TitleID: catalog.titleIds[0],
    },
    {
      ...common,
      id: 2,
      Username: 'demo2',
      Email: DEMO_ACCOUNTS[1].email,
      EmailVerifiedAt: daysBefore(400),
      PasswordHash: hashes[1],
      Role: 'player',
      CountryCode: 'GB',
      Level: 17,
      Coins: 50_000,
      KD: 0.74,
      KDDaily: 0.5,
      ClassPoints: 4_200,
      Experience: 96_000,
    },
    {
      ...common,
      id: 3,
      Username: 'vipdemo',
      Email: DEMO_ACCOUNTS[2].email,
      EmailVerifiedAt: daysBefore(400),
      PasswordHash: hashes[2],
      Role: 'vip',
      ColorName: '#f1c40f',
      CountryCode: 'BR',
      Level: 100,
      Coins: 250_000,
      KD: 3.12,
      KDDaily: 1.4,
      WorldBossMVPCount: 41,
      WorldBossDamageTotal: 2_400_000_000,
      RebirthCount: 12,
      RebirthMonthlyCount: 2,
      ClassPoints: 302_500,
      Experience: 48_000_000,
      VipUntil: daysAfter(1800, VIP_UNTIL_BASE),
    },
    {
      ...common,
      id: 4,
      Username: 'staffdemo',
      Email: DEMO_ACCOUNTS[3].email,
      EmailVerifiedAt: daysBefore(400),
      PasswordHash: hashes[3],
      Role: 'staff',
      StaffRole: 'administrator',
      ColorName: '#e74c3c',
      CountryCode: 'NL',
      Level: 100,
      Coins: 1_000_000,
      KD: 2.5,
      KDDaily: 1,
      ClassPoints: 120_000,
      Experience: 30_000_000,
    },
  ]);
}

export async function seedPlayers(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, rnd, faker, players } = ctx;
  const styledCount = Math.max(0, Math.min(players, STYLED_NAMES_UP_TO) - DEMO_ACCOUNTS.length);
  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()));
  const styled = generateUsernames(faker, styledCount, taken).map((name, i) => ({ id: FIRST_GENERATED_ID + i, name }));

  const h = (salt: number) => rnd.int('g', salt);
  const f = (salt: number) => rnd.frac('g', salt);
  const below = (salt: number, n: number) => rnd.below('g', salt, n);
  const SIX_YEARS_S = 6 * 365 * 86_400;

  await forRanges(players, RANGE, async (from, to) => {
    const lo = Math.max(from, FIRST_GENERATED_ID);
    if (lo > to) return;
    const names = JSON.stringify(styled.filter((s) => s.id >= lo && s.id <= to));
    await db.execute(sql`
      with w as (
        select ${textArray(NAME_PREFIXES)} as p, ${textArray(NAME_SUFFIXES.map((s) => s.charAt(0).toUpperCase() + s.slice(1)))} as s,
               ${textArray(COUNTRY_CODES)} as c, ${textArray(GAME_SERVERS)} as sv, ${intArray(catalog.titleIds)} as t
      ),
      n as (select * from jsonb_to_recordset(${names}::jsonb) as x(id int, name text))
      insert into users (id, username, role, color_name, current_server, country_code, level, level_max, coins, kd, kd_daily,
        world_boss_mvp_count, world_boss_damage_total, rebirth_count, rebirth_monthly_count, class_points, experience,
        profile_version, provider_id, provider_name, map_id, title_id, vip_until, date_created)
      select g,
        coalesce(n.name, w.p[1 + ${below(1, NAME_PREFIXES.length)}] || w.s[1 + ${below(2, NAME_SUFFIXES.length)}]
          || (1000 + (g::bigint * 7919) % 9000000)::text),
        r.role,
        case when ${below(4, 5)} < 2 then '#ffffff' else '#' || lpad(to_hex(${below(5, 16_777_216)}), 6, '0') end,
        case when ${below(6, 100)} < 15 then w.sv[1 + ${below(7, GAME_SERVERS.length)}] else 'Offline' end,
        w.c[1 + ${below(8, COUNTRY_CODES.length)}],
        r.lvl, 100,
        floor(power(10, 1 + 0.04 * r.lvl::float8 + 1.5 * ${f(10)}))::bigint,
        (round(600 * power(${f(11)}, 1.5)) / 100)::real,
        (round(300 * power(${f(12)}, 1.5)) / 100)::real,
        case when r.lvl >= 40 and ${below(13, 10)} < 3 then floor(400 * power(${f(14)}, 3))::int else 0 end,
        case when r.lvl >= 30 then floor(r.lvl::float8 * 50000000 * power(${f(15)}, 2))::bigint else 0 end,
        r.rebirths,
        floor(r.rebirths::float8 * 0.4 * ${f(16)})::int,
        floor(420000 * power(${f(17)}, 1.4) * (0.2 + 0.008 * r.lvl::float8))::int,
        floor(120 * power(r.lvl::float8, 2.3) * (1 + ${f(18)}))::bigint,
        1 + ${below(19, 5)},
        case when ${below(20, 10)} = 0 then (100000000000000000 + (${h(21)} * 2147483648 + ${h(22)}) % 900000000000000000)::text end,
        case when ${below(20, 10)} = 0 then 'discord' end,
        1 + ${below(23, catalog.mapCount)},
        case when ${below(24, 5)} = 0 then w.t[1 + ${below(25, catalog.titleIds.length)}] end,
        case when r.role = 'vip' then ${sql.raw(`timestamptz '${VIP_UNTIL_BASE.toISOString()}'`)} + ${below(26, 1500)} * interval '1 day' end,
        ${EPOCH_SQL} - floor(${SIX_YEARS_S} * power(${f(27)}, 1.5)) * interval '1 second'
      from generate_series(${lo}::int, ${to}::int) g
      cross join w
      left join n on n.id = g
      cross join lateral (
        select
          case when ${below(3, 1000)} < 5 then 'staff' when ${below(3, 1000)} < 55 then 'vip' else 'player' end as role,
          lv.lvl,
          case when lv.lvl = 100 then floor(80 * power(${f(29)}, 2))::int else 0 end as rebirths
        from (select case when ${below(9, 100)} < 10 then 100 else least(100, 1 + floor(100 * power(${f(28)}, 1.7)))::int end as lvl) lv
      ) r
    `);
    ctx.log(`users ${to.toLocaleString('en-US')}/${players.toLocaleString('en-US')}`);
  });
}
