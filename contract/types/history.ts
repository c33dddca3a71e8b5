import type { Static } from 'typebox';
import type * as S from '../schemas/history';

// Players' history (issue 17 parts 2-4). Derived from the schemas.

/** `POST /api/history/snapshot` (staff). */
export type SnapshotAnswer = Static<typeof S.SnapshotAnswer>;

/** Gains rankings (issue 17 part 4): the periods and the figures. */
export const GAINS_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type GainsPeriod = (typeof GAINS_PERIODS)[number];
/**
 * experience, kd (the game reports K/D, not a kill count: the figure is the K/D gained), boss
 * (world boss damage) and rebirths.
 */
export const GAINS_FIGURES = ['experience', 'kd', 'boss', 'rebirths'] as const;
export type GainsFigure = (typeof GAINS_FIGURES)[number];
/** Who a gains ranking ranks: players (staff left out, as in the rankings), VIP players only, or staff only. */
export const GAINS_WHO = ['players', 'vip', 'staff'] as const;
export type GainsWho = (typeof GAINS_WHO)[number];
/** Longest custom period, in days. */
export const GAINS_MAX_DAYS = 366;

export type GainsRow = Static<typeof S.GainsRow>;
/** `POST /api/ranking/gains/{period}/{figure}` */
export type GainsAnswer = Static<typeof S.GainsAnswer>;

/** The ranges of a character's progress: days, or all the kept history. */
export const HISTORY_RANGES = ['7', '30', '90', '365', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export type HistoryPoint = Static<typeof S.HistoryPoint>;
/** `GET /api/character/{id}/history?range=` */
export type HistoryAnswer = Static<typeof S.HistoryAnswer>;
