/** Gains rankings: the periods and the figures. */
export const GAINS_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type GainsPeriod = (typeof GAINS_PERIODS)[number];
/**
 * experience, kd (the game reports K/D, not a kill count: the figure is the K/D gained), boss
 * (world boss damage) and rebirths.
 */
export const GAINS_FIGURES = ['experience', 'kd', 'boss', 'rebirths'] as const;
export type GainsFigure = (typeof GAINS_FIGURES)[number];

/** The ranges of a character's progress: days, or all the kept history. */
export const HISTORY_RANGES = ['7', '30', '90', '365', 'all'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
