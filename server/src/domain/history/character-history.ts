import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { HistoryAnswer, HistoryPoint, HistoryRange } from '@contract/types/history';
import type { Db } from '../../db/client';
import { playerHistory, timeline } from '../../db/schema/index';
import { latestSnapshotDay } from './gains';
import { utcDay } from './snapshot';

// A character's progress: the history rows of a range, read by the primary key
// (user_id, day), with the row before the range carried to its first day; personal records over all
// the kept rows; and the timeline entries of the range.

const POINT = {
  day: playerHistory.Day,
  Level: playerHistory.Level,
  Experience: playerHistory.Experience,
  KD: playerHistory.KD,
  WorldBossDamageTotal: playerHistory.WorldBossDamageTotal,
  WorldBossMVPCount: playerHistory.WorldBossMVPCount,
  RebirthCount: playerHistory.RebirthCount,
  Coins: playerHistory.Coins,
  RankGlobal: playerHistory.RankGlobal,
  RankBoss: playerHistory.RankBoss,
  RankPvp: playerHistory.RankPvp,
  RankRebirth: playerHistory.RankRebirth,
};

const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

export async function readCharacterHistory(db: Db, userId: number, range: HistoryRange): Promise<HistoryAnswer> {
  const to = await latestSnapshotDay(db);
  const mine = eq(playerHistory.UserID, userId);
  let from: string;
  if (range === 'all') {
    const [first] = await db.select({ day: playerHistory.Day }).from(playerHistory).where(mine).orderBy(asc(playerHistory.Day)).limit(1);
    from = first?.day ?? to;
  } else from = addDays(to, 1 - Number(range));

  const [before] = await db
    .select(POINT)
    .from(playerHistory)
    .where(and(mine, sql`${playerHistory.Day} < ${from}`))
    .orderBy(desc(playerHistory.Day))
    .limit(1);
  const inside = await db
    .select(POINT)
    .from(playerHistory)
    .where(and(mine, gte(playerHistory.Day, from), lte(playerHistory.Day, to)))
    .orderBy(asc(playerHistory.Day));
  const points: HistoryPoint[] = [...(before && inside[0]?.day !== from ? [{ ...before, day: from }] : []), ...inside];

  const best = (column: typeof playerHistory.RankGlobal | typeof playerHistory.RankBoss | typeof playerHistory.RankPvp | typeof playerHistory.RankRebirth) =>
    db
      .select({ value: column, day: playerHistory.Day })
      .from(playerHistory)
      .where(and(mine, sql`${column} is not null`))
      .orderBy(asc(column), asc(playerHistory.Day))
      .limit(1);
  const biggest = (column: typeof playerHistory.GainExperience | typeof playerHistory.GainBossDamage) =>
    db
      .select({ value: column, day: playerHistory.Day })
      .from(playerHistory)
      .where(and(mine, sql`${column} > 0`))
      .orderBy(desc(column), asc(playerHistory.Day))
      .limit(1);
  const one = (rows: { value: number | null; day: string }[]) =>
    rows[0] && rows[0].value !== null ? { value: Number(rows[0].value), day: rows[0].day } : null;
  const [bg, bb, bp, br, be, bd] = await Promise.all([
    best(playerHistory.RankGlobal),
    best(playerHistory.RankBoss),
    best(playerHistory.RankPvp),
    best(playerHistory.RankRebirth),
    biggest(playerHistory.GainExperience),
    biggest(playerHistory.GainBossDamage),
  ]);

  const entries = await db
    .select({ time: timeline.Date, identify: timeline.Identify, header: timeline.Header })
    .from(timeline)
    .where(and(eq(timeline.UserID, userId), gte(timeline.Date, new Date(`${from}T00:00:00Z`)), lte(timeline.Date, new Date(`${addDays(to, 1)}T00:00:00Z`))))
    .orderBy(desc(timeline.Date))
    .limit(200);

  return {
    range,
    from,
    to,
    points,
    records: {
      bestRankGlobal: one(bg),
      bestRankBoss: one(bb),
      bestRankPvp: one(bp),
      bestRankRebirth: one(br),
      biggestDayExperience: one(be),
      biggestDayBossDamage: one(bd),
    },
    timeline: entries.reverse().map((e) => ({ time: e.time.toISOString(), identify: e.identify, header: e.header })),
  };
}
