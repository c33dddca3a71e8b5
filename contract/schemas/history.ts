import { Type } from 'typebox';
import { LANGUAGES } from '../i18n/languages';
import { PLAYER_RANKINGS } from '../paths';
import { GAINS_FIGURES, GAINS_PERIODS, HISTORY_RANGES } from '../values/history';
import { DataTablesAnswer, GuildRef, Id, MESSAGES_KEYWORD, PlayerRef } from './common';

// Players' history: daily snapshots, a character's progress, gains rankings.

/** `POST /api/history/snapshot` (staff): today's snapshot, taken now. */
export const SnapshotAnswer = Type.Object(
  {
    day: Type.String({ description: 'The UTC day of the snapshot, YYYY-MM-DD.', examples: ['2026-11-23'] }),
    players: Type.Integer({ description: 'Active (not deleted) players at the time.' }),
    changedPlayers: Type.Integer({ description: 'Players whose figures changed since their previous row: the rows written.' }),
    guilds: Type.Integer(),
    durationMs: Type.Integer(),
    expired: Type.Integer({ description: 'Player rows deleted because they were older than the retention.' }),
  },
  { description: "Today's snapshot, taken (again) now." },
);

export const GainsParams = Type.Object({
  period: Type.Enum(GAINS_PERIODS, { description: 'day (the latest snapshot day), week (7 days), month (30 days) or custom (the from and to fields).' }),
  figure: Type.Enum(GAINS_FIGURES, { description: 'experience, kd (K/D gained), boss (world boss damage) or rebirths.' }),
});

/** A row of POST /api/ranking/gains/{period}/{figure}. */
export const GainsRow = Type.Object({
  Position: Type.Integer({ description: 'The position among everyone with a gain in the period (searches keep it).' }),
  user: Type.Union([Type.Object({ ...PlayerRef.properties, CountryCode: Type.String() }), Type.Null()], {
    description: 'Null for a hidden player (see `hidden`).',
  }),
  hidden: Type.Optional(
    Type.Boolean({
      description:
        'The player chose to be hidden from rankings, or keeps their progress history from visitors: the row keeps only its position (no name, no guild; Level, LevelMax and Gain are 0).',
    }),
  ),
  guild: Type.Union([GuildRef, Type.Null()]),
  Level: Type.Integer(),
  LevelMax: Type.Integer(),
  Gain: Type.Number({ description: 'What the figure grew by over the period.' }),
});

export const GainsAnswer = Type.Object(
  {
    ...DataTablesAnswer(GainsRow).properties,
    from: Type.String({ description: 'The first day of the period (UTC), YYYY-MM-DD.' }),
    to: Type.String({ description: 'The last day of the period (UTC), YYYY-MM-DD.' }),
  },
  {
    description:
      'A page of a gains ranking (DataTables). Extra fields: who (players, vip or staff; players by default), from and to (YYYY-MM-DD, custom period only).',
  },
);

export const HistoryQuery = Type.Object({
  range: Type.Optional(
    Type.Enum(HISTORY_RANGES, {
      description: 'Days to show: 7, 30, 90, 365 or all; 30 when absent.',
      examples: ['30'],
      [MESSAGES_KEYWORD]: { enum: 'The range field must be 7, 30, 90, 365 or all.' },
    }),
  ),
});

/** A character's figures at the end of one day, and the day's positions (null: not ranked). */
export const HistoryPoint = Type.Object({
  day: Type.String({ description: 'UTC day, YYYY-MM-DD.' }),
  Level: Type.Integer(),
  Experience: Type.Integer(),
  KD: Type.Number(),
  WorldBossDamageTotal: Type.Integer(),
  WorldBossMVPCount: Type.Integer(),
  RebirthCount: Type.Integer(),
  Coins: Type.Integer(),
  RankGlobal: Type.Union([Type.Integer(), Type.Null()]),
  RankBoss: Type.Union([Type.Integer(), Type.Null()]),
  RankPvp: Type.Union([Type.Integer(), Type.Null()]),
  RankRebirth: Type.Union([Type.Integer(), Type.Null()]),
});

const DayRecord = Type.Union([Type.Object({ value: Type.Number(), day: Type.String() }), Type.Null()]);

export const HistoryAnswer = Type.Object(
  {
    range: Type.Enum(HISTORY_RANGES),
    from: Type.String({ description: 'First day shown, YYYY-MM-DD.' }),
    to: Type.String({ description: 'Last day shown (the latest snapshot), YYYY-MM-DD.' }),
    points: Type.Array(HistoryPoint, {
      description:
        'The days the figures changed, oldest first; the first point is the figures as of `from` (carried from the row before it). A day with no point had the figures of the point before it.',
    }),
    records: Type.Object(
      {
        bestRankGlobal: DayRecord,
        bestRankBoss: DayRecord,
        bestRankPvp: DayRecord,
        bestRankRebirth: DayRecord,
        biggestDayExperience: DayRecord,
        biggestDayBossDamage: DayRecord,
      },
      { description: 'Personal records over all the kept history (best position: lowest number; biggest day: largest gain of one day).' },
    ),
    timeline: Type.Array(Type.Object({ time: Type.String({ format: 'date-time' }), identify: Type.String(), header: Type.String() }), {
      description: 'Timeline entries in the range (newest 200), for the same time axis.',
    }),
  },
  { description: "A character's progress over a range of days." },
);

/** `GET /api/card/character/{id}/{key}.png`: the key names the card's content. */
export const CardParams = Type.Object({
  id: Id,
  key: Type.String({
    pattern: '^[A-Za-z0-9_-]{16}\\.png$',
    description: 'The content key and .png, as the page names it.',
    examples: ['AbCdEfGh12345678.png'],
  }),
});

/** `GET /api/card/ranking/{category}/{id}/{key}.png`: a player's position in a player ranking. */
export const RankingCardParams = Type.Object({
  category: Type.Enum(PLAYER_RANKINGS, { description: 'The player ranking: global, boss, pvp, vip, noob, staff or rebirth.' }),
  id: Id,
  key: CardParams.properties.key,
});

/** `GET /api/card/compare/{a}/{b}/{key}.png`: two characters side by side. */
export const CompareCardParams = Type.Object({ a: Id, b: Id, key: CardParams.properties.key });

/** Every card's query: the language of its labels, as the page's preview names it. */
export const CardQuery = Type.Object(
  {
    lang: Type.Optional(Type.Enum(LANGUAGES, { description: "The labels' language, as the shared link named it; English without it.", examples: ['de'] })),
  },
  { additionalProperties: Type.String() },
);
