import { Type } from 'typebox';
import { GAINS_FIGURES, GAINS_PERIODS } from '../types/history';
import { DataTablesAnswer, GuildRef, PlayerRef } from './common';

// Players' history (issue 17 parts 2-4): daily snapshots, a character's progress, gains rankings.

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
  user: Type.Object({ ...PlayerRef.properties, CountryCode: Type.String() }),
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
