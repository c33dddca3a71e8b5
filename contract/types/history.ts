import type { Static } from 'typebox';
import type * as S from '../schemas/history';
export { GAINS_FIGURES, GAINS_PERIODS, HISTORY_RANGES, type GainsFigure, type GainsPeriod, type HistoryRange } from '../values/history';

// Players' history. Derived from the schemas.

/** `POST /api/history/snapshot` (staff). */
export type SnapshotAnswer = Static<typeof S.SnapshotAnswer>;

/** Who a gains ranking ranks: players (staff left out, as in the rankings), VIP players only, or staff only. */
export const GAINS_WHO = ['players', 'vip', 'staff'] as const;
export type GainsWho = (typeof GAINS_WHO)[number];
/** Longest custom period, in days. */
export const GAINS_MAX_DAYS = 366;

export type GainsRow = Static<typeof S.GainsRow>;
/** `POST /api/ranking/gains/{period}/{figure}` */
export type GainsAnswer = Static<typeof S.GainsAnswer>;

export type HistoryPoint = Static<typeof S.HistoryPoint>;
/** `GET /api/character/{id}/history?range=` */
export type HistoryAnswer = Static<typeof S.HistoryAnswer>;
