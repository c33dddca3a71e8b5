import { sql } from 'drizzle-orm';
import { guildLogs } from '../db/schema/index';
import { forRanges, intArray, textArray } from './bulk';
import type { SeedContext } from './context';
import { FIRST_GENERATED_ID } from './players';
import { daysBefore, EPOCH_SQL } from './random';
import { GUILD_ADJECTIVES, GUILD_LOG_ACTIONS, GUILD_NOUNS, GUILD_PATTERNS, MAPS } from './words';

// Guilds, their members (Leader, Officer, Member, Recruit), alliances and logs. One guild per ten
// players; guild g is led by user g + 4, and other players join with a skew so a few guilds are big.

const RANGE = 100_000;

export function guildCount(players: number): number {
  return Math.max(3, Math.round(players / 10));
}

export async function seedGuilds(ctx: SeedContext): Promise<void> {
  const { db, rnd, guilds: G, players } = ctx;
  const combos = GUILD_ADJECTIVES.length * GUILD_NOUNS.length * GUILD_PATTERNS.length;
  const guildMapIds = MAPS.flatMap((m, i) => (m.startsWith('Guild') ? [i + 1] : []));
  const firstMember = FIRST_GENERATED_ID + G;

  // Names: (g-1)*4999 walks every adjective/noun/shape combination once per cycle (4999 is coprime
  // with the combination count); later cycles get a Roman numeral, so every name is distinct.
  await forRanges(G, RANGE, async (from, to) => {
    const g = 'g';
    await db.execute(sql`
      with w as (select ${textArray(GUILD_ADJECTIVES)} as a, ${textArray(GUILD_NOUNS)} as n, ${textArray(GUILD_PATTERNS)} as p,
                        ${intArray(guildMapIds)} as m)
      insert into guilds (id, name, color, level, profile_version, owner_id, map_id, rw, wl, kd, date_created)
      select g,
        replace(replace(w.p[1 + c.k / ${GUILD_ADJECTIVES.length * GUILD_NOUNS.length}], '{a}', w.a[1 + c.k % ${GUILD_ADJECTIVES.length}]),
                '{n}', w.n[1 + (c.k / ${GUILD_ADJECTIVES.length}) % ${GUILD_NOUNS.length}])
          || case when c.cycle > 0 then ' ' || trim(to_char(c.cycle + 1, 'RN')) else '' end,
        '#' || lpad(to_hex(${rnd.below(g, 201, 16_777_216)}), 6, '0'),
        1,
        case when g = 1 or ${rnd.below(g, 202, 10)} < 7 then 1 + ${rnd.below(g, 203, 3)} else 0 end,
        g + ${FIRST_GENERATED_ID - 1},
        w.m[1 + ${rnd.below(g, 204, guildMapIds.length)}],
        (round(1000 * ${rnd.frac(g, 205)}) / 10)::real,
        (round(1000 * ${rnd.frac(g, 206)}) / 10)::real,
        (round(400 * ${rnd.frac(g, 207)}) / 100)::real,
        ${EPOCH_SQL} - (30 + ${rnd.below(g, 208, 1900)}) * interval '1 day' - ${rnd.below(g, 209, 86_400)} * interval '1 second'
      from generate_series(${from}::int, ${to}::int) g
      cross join w
      cross join lateral (select ((g - 1)::bigint * 4999) % ${combos} as k, (g - 1) / ${combos} as cycle) c
    `);
  });
  ctx.log(`guilds ${G.toLocaleString('en-US')}`);

  // Leaders: one per guild, joined the day the guild was founded.
  await db.execute(sql`
    insert into guild_members (guild_id, user_id, rank_name, rank_order, date_joined)
    select id, owner_id, 'Leader', 1, date_created from guilds
  `);

  // The demo account is an officer of the biggest guild.
  await db.execute(sql`
    insert into guild_members (guild_id, user_id, rank_name, rank_order, date_joined)
    select id, 1, 'Officer', 2, greatest(date_created, ${daysBefore(200).toISOString()}::timestamptz) from guilds where id = 1
  `);

  // Everyone else: 55% join, guild 1 + floor(G * u^2) so low ids are crowded.
  await forRanges(players, RANGE, async (from, to) => {
    const lo = Math.max(from, firstMember);
    if (lo > to) return;
    const u = 'u';
    await db.execute(sql`
      insert into guild_members (guild_id, user_id, rank_name, rank_order, date_joined)
      select x.gid, u,
        case when x.roll < 12 then 'Officer' when x.roll < 75 then 'Member' else 'Recruit' end,
        case when x.roll < 12 then 2 when x.roll < 75 then 3 else 4 end,
        gd.date_created + (${EPOCH_SQL} - gd.date_created) * ${rnd.frac(u, 213)}
      from generate_series(${lo}::int, ${to}::int) u
      cross join lateral (select least(${G}, 1 + floor(${G} * power(${rnd.frac(u, 211)}, 2)))::int as gid,
                                 ${rnd.below(u, 212, 100)} as roll) x
      join guilds gd on gd.id = x.gid
      where ${rnd.below(u, 210, 100)} < 55
    `);
  });
  ctx.log('guild members');

  // Level follows head count, with some luck.
  await db.execute(sql`
    update guilds g set level = least(60, 1 + c.n / 3 + ${rnd.below('g.id', 214, 8)})
    from (select guild_id, count(*)::int as n from guild_members group by guild_id) c
    where c.guild_id = g.id
  `);

  // Alliances: a third of the guilds ally with another; stored both ways so either side lists it.
  await db.execute(sql`
    with p as (
      select g as a, 1 + ${rnd.below('g', 216, G)} as b,
             ${EPOCH_SQL} - ${rnd.below('g', 217, 700)} * interval '1 day' as d
      from generate_series(1, ${G}::int) g where ${rnd.below('g', 215, 3)} = 0
    )
    insert into guild_alliances (guild_id, ally_guild_id, date)
    select a, b, d from p where a <> b
    union all
    select b, a, d from p where a <> b
    on conflict do nothing
  `);

  await seedGuildLogs(ctx);
}

async function seedGuildLogs(ctx: SeedContext): Promise<void> {
  const { db, rnd, players } = ctx;
  await forRanges(players, RANGE, async (from, to) => {
    const id = 'm.user_id';
    await db.execute(sql`
      with w as (select ${textArray(GUILD_LOG_ACTIONS)} as act)
      insert into guild_logs (guild_id, user_id, details, date)
      select m.guild_id, m.user_id,
        case m.rank_order when 1 then 'founded the guild' else 'joined the guild' end,
        m.date_joined
      from guild_members m where m.user_id between ${from} and ${to}
      union all
      select m.guild_id, m.user_id, 'was promoted to ' || m.rank_name,
        least(${EPOCH_SQL}, m.date_joined + (1 + ${rnd.below(id, 220, 60)}) * interval '1 day')
      from guild_members m where m.user_id between ${from} and ${to} and m.rank_order = 2
      union all
      select m.guild_id, m.user_id, w.act[1 + ${rnd.below(id, 222, GUILD_LOG_ACTIONS.length)}],
        m.date_joined + (${EPOCH_SQL} - m.date_joined) * ${rnd.frac(id, 223)}
      from guild_members m cross join w
      where m.user_id between ${from} and ${to} and m.rank_order <= 2 and ${rnd.below(id, 221, 3)} = 0
    `);
  });
  // A recent entry by the demo officer (joined/promoted come from the pass above).
  await db.insert(guildLogs).values({ GuildID: 1, UserID: 1, Details: 'donated coins to the treasury', Date: daysBefore(12) });
  ctx.log('guild alliances and logs');
}
