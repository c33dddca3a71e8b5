import { Type } from 'typebox';

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
