import { currentLanguage } from '@contract/i18n/current';
import { abbreviateNumber, formatKD, formatNumber } from '@contract/rules/format';
import { mediumDate, shortTime } from '@/lib/dates';

// The history chart's axis labels in the page's language (docs/translations.md#numbers-dates-and-countries):
// uPlot's own labels are en-US, with English month names.

const DAY = 86_400;
const YEAR = 365 * DAY;

/** The most decimals a K/M/B/T tick is given before the axis writes whole numbers: "1,2005M" still fits its width. */
const MOST_DECIMALS = 4;

/**
 * The value axis: K/M/B/T with the language's decimal separator ("1,50M" in German), with as many
 * decimals as neighbouring ticks need to differ ("1,2005M"), or whole numbers ("1.200.001") past
 * four; fractions with two decimals.
 */
export function valueTicks(splits: number[]): string[] {
  if (splits.some((v) => !Number.isInteger(v))) return splits.map((v) => formatKD(v));
  const language = currentLanguage();
  for (let decimals = 2; decimals <= MOST_DECIMALS; decimals += 1) {
    const short = splits.map((v) => abbreviateNumber(v, language, decimals));
    if (new Set(short).size === short.length) return short;
  }
  return splits.map((v) => formatNumber(v, language));
}

/**
 * The time axis, in the reader's own time zone as uPlot places its ticks: years alone, days as the
 * language's medium date, and times of day with the date under the first tick and each new day.
 */
export function timeTicks(splits: number[], increment: number): string[] {
  const dates = splits.map((s) => new Date(s * 1000));
  if (increment >= YEAR) return dates.map((d) => String(d.getFullYear()));
  if (increment >= DAY) return dates.map((d) => mediumDate(d, 'local'));
  return dates.map((d, i) => {
    const day = mediumDate(d, 'local');
    return i === 0 || day !== mediumDate(dates[i - 1], 'local') ? `${shortTime(d, 'local')}\n${day}` : shortTime(d, 'local');
  });
}

/** Room for one time label, so dates written out in full never overlap: about 7 px a character of the axis font. */
export const timeTickSpace = () => mediumDate(new Date(2026, 11, 28), 'local').length * 7 + 16;

/** A point's day in the legend, as the language writes a date. */
export const pointDay = (seconds: number) => mediumDate(new Date(seconds * 1000), 'UTC');
