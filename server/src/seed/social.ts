import { sql } from 'drizzle-orm';
import { bots, friends, timeline, userBadges, userTitles } from '../db/schema/index';
import { forRanges, intArray, textArray } from './bulk';
import type { Catalog, SeedContext } from './context';
import { FIRST_GENERATED_ID } from './players';
import { daysBefore, EPOCH_SQL } from './random';
import { ACHIEVEMENTS, BADGES, BOSSES, BOT_NAMES, RARITIES } from './words';

// What makes a profile feel lived in: friends, the timeline, owned titles and badges, and the
// community bots listed on the wiki.

const RANGE = 50_000;

export async function seedFriends(ctx: SeedContext): Promise<void> {
  const { db, rnd, players, faker } = ctx;
  // Player u befriends u + d (wrapping) for a hash-chosen subset of four offsets d, each below half
  // the player count: then no pair can be drawn twice from either end, so both directions are
  // inserted without conflict handling (a friendship is mutual).
  const span = players - FIRST_GENERATED_ID + 1;
  const offsets = [...new Set([0.03, 0.11, 0.29, 0.47].map((x) => Math.max(1, Math.floor(span * x))))].filter((d) => 2 * d < span);
  await forRanges(players, RANGE, async (from, to) => {
    const lo = Math.max(from, FIRST_GENERATED_ID);
    if (lo > to) return;
    await db.execute(sql`
      with p as (
        select u as a, ${FIRST_GENERATED_ID} + (u - ${FIRST_GENERATED_ID} + (${intArray(offsets)})[k]) % ${span} as b,
               ${EPOCH_SQL} - ${rnd.below('u * 8 + k', 402, 1000)} * interval '1 day' as d
        from generate_series(${lo}::int, ${to}::int) u
        cross join generate_series(1, ${offsets.length}::int) k
        where ${rnd.below('u * 8 + k', 401, 2)} = 0
      )
      insert into friends (user_id, friend_id, date_created)
      select a, b, d from p
      union all
      select b, a, d from p
    `);
  });
  // The demo accounts know each other and a few players.
  const pairs: [number, number][] = [
    [1, 2],
    [1, 3],
    [2, 3],
  ];
  for (const id of faker.helpers.arrayElements(range(FIRST_GENERATED_ID, Math.min(players, 400)), 6)) pairs.push([1, id]);
  for (const id of faker.helpers.arrayElements(range(FIRST_GENERATED_ID, Math.min(players, 400)), 3)) pairs.push([2, id]);
  const rows = pairs.flatMap(([a, b], i) => {
    const DateCreated = daysBefore(10 + i * 13);
    return [
      { UserID: a, FriendID: b, DateCreated },
      { UserID: b, FriendID: a, DateCreated },
    ];
  });
  await db.insert(friends).values(rows).onConflictDoNothing();
  ctx.log('friends');
}

export async function seedTimeline(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, rnd, players } = ctx;
  const rare = catalog.items.filter((i) => i.RarityID >= 4 && !i.IsStaffOnly);
  const k = 'u.id * 8 + k';
  // Kinds: 0 level, 1 rebirth, 2 guild, 3 achievement, 4 item, 5 boss, 6 pvp. A kind that does not
  // apply to the player (no rebirth, no guild) falls back to a level entry.
  await forRanges(players, RANGE, async (from, to) => {
    await db.execute(sql`
      with w as (select ${textArray(ACHIEVEMENTS)} as ach, ${textArray(BOSSES)} as boss,
                        ${textArray(rare.map((i) => `${i.Name} (${RARITIES[i.RarityID - 1].Name})`))} as item)
      insert into timeline (user_id, identify, header, body, date)
      select u.id, e.identify, e.header, e.body,
        case when e.identify = 'guild' then gm.date_joined else u.date_created + (${EPOCH_SQL} - u.date_created) * ${rnd.frac(k, 503)} end
      from users u
      left join guild_members gm on gm.user_id = u.id
      left join guilds gg on gg.id = gm.guild_id
      cross join w
      cross join lateral generate_series(1, 1 + ${rnd.below('u.id', 500, 4)}::int) k
      cross join lateral (select
          case when x.kind = 1 and u.rebirth_count = 0 then 0 when x.kind = 2 and gg.id is null then 0 else x.kind end as kind,
          1 + ${rnd.below(k, 502, 1_000_000)} % u.level as lvl,
          1 + ${rnd.below(k, 504, 1_000_000)} % greatest(u.rebirth_count, 1) as reb,
          ${rnd.below(k, 505, 1_000_000)} as r
        from (select ${rnd.below(k, 501, 7)}::int as kind) x) y
      cross join lateral (select
          (array['level', 'rebirth', 'guild', 'achievement', 'item', 'boss', 'pvp'])[y.kind + 1] as identify,
          case y.kind
            when 0 then 'Reached level ' || y.lvl
            when 1 then 'Rebirth ' || y.reb
            when 2 then 'Joined ' || gg.name
            when 3 then 'Achievement unlocked'
            when 4 then 'New treasure'
            when 5 then 'Boss defeated'
            else 'Arena victory' end as header,
          case y.kind
            when 0 then 'Gained enough experience to reach level ' || y.lvl || '.'
            when 1 then 'Was reborn for the ' || y.reb || case when y.reb % 10 = 1 and y.reb <> 11 then 'st' when y.reb % 10 = 2 and y.reb <> 12 then 'nd' when y.reb % 10 = 3 and y.reb <> 13 then 'rd' else 'th' end || ' time and started again from level 1, stronger than before.'
            when 2 then 'Became a member of ' || gg.name || '.'
            when 3 then w.ach[1 + y.r % ${ACHIEVEMENTS.length}] || '.'
            when 4 then 'Found ' || w.item[1 + y.r % ${rare.length}] || '.'
            when 5 then 'Struck the final blow against ' || w.boss[1 + y.r % ${BOSSES.length}] || ' alongside ' || (2 + y.r % 20) || ' allies.'
            else 'Won ' || (3 + y.r % 25) || ' arena battles in a row.' end as body) e
      where u.id between ${from} and ${to}
    `);
    ctx.log(`timeline ${to.toLocaleString('en-US')}/${players.toLocaleString('en-US')}`);
  });
  // The demo account's latest news on top.
  await db.insert(timeline).values([
    { UserID: 1, Identify: 'achievement', Header: 'Achievement unlocked', Body: 'Completed the Shadowscythe Saga.', Date: daysBefore(3) },
    { UserID: 1, Identify: 'level', Header: 'Reached level 42', Body: 'Gained enough experience to reach level 42.', Date: daysBefore(2) },
    { UserID: 1, Identify: 'boss', Header: 'Boss defeated', Body: 'Struck the final blow against the Bone Dragon alongside 7 allies.', Date: daysBefore(1) },
  ]);
}

export async function seedCollections(ctx: SeedContext, catalog: Catalog): Promise<void> {
  const { db, rnd } = ctx;
  const staffBadge = BADGES.indexOf('Staff Member') + 1;
  const vipBadge = BADGES.indexOf('VIP Member') + 1;
  const plain = catalog.badgeIds.filter((id) => id !== staffBadge && id !== vipBadge);
  // The worn title is always owned; a tenth of players own one more.
  await db.execute(sql`
    insert into user_titles (user_id, title_id, date_created)
    select id, title_id, date_created + (${EPOCH_SQL} - date_created) / 2 from users where title_id is not null
  `);
  await db.execute(sql`
    with w as (select ${intArray(catalog.titleIds)} as t)
    insert into user_titles (user_id, title_id, date_created)
    select u.id, w.t[1 + ${rnd.below('u.id', 601, catalog.titleIds.length)}], u.date_created + (${EPOCH_SQL} - u.date_created) / 3
    from users u cross join w where ${rnd.below('u.id', 600, 10)} = 0
    on conflict do nothing
  `);
  await db.execute(sql`
    insert into user_badges (user_id, badge_id, date_created)
    select id, case role when 'staff' then ${staffBadge}::int else ${vipBadge}::int end, date_created
    from users where role in ('staff', 'vip')
  `);
  await db.execute(sql`
    with w as (select ${intArray(plain)} as b)
    insert into user_badges (user_id, badge_id, date_created)
    select u.id, w.b[1 + ${rnd.below('u.id * 4 + k', 603, plain.length)}], u.date_created + (${EPOCH_SQL} - u.date_created) / 2
    from users u cross join w cross join lateral generate_series(1, 1 + ${rnd.below('u.id', 604, 2)}::int) k
    where ${rnd.below('u.id', 602, 8)} = 0
    on conflict do nothing
  `);
  await db
    .insert(userTitles)
    .values(catalog.titleIds.slice(0, 4).map((TitleID, i) => ({ UserID: 1, TitleID, DateCreated: daysBefore(300 - i * 50) })))
    .onConflictDoNothing();
  await db
    .insert(userBadges)
    .values(plain.slice(0, 3).map((BadgeID, i) => ({ UserID: 1, BadgeID, DateCreated: daysBefore(390 - i * 100) })))
    .onConflictDoNothing();
  ctx.log('titles and badges');
}

export async function seedBots(ctx: SeedContext): Promise<void> {
  const { db, faker, players } = ctx;
  await db.insert(bots).values(
    BOT_NAMES.map((Name, i) => ({
      id: i + 1,
      Name,
      BotFile: `${Name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.gbot`,
      UserID: faker.number.int({ min: FIRST_GENERATED_ID, max: players }),
      DateCreated: daysBefore(faker.number.int({ min: 1, max: 900 })),
    })),
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
