// Number presentation shared by SPA and server (SPEC §9 "Number abbreviations" and general format).

// One formatter instance: building Intl formatters is comparatively expensive and tables call this per cell.
// signDisplay 'negative' keeps values that round to zero (e.g. -0.4) from rendering as "-0".
const wholeNumberFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  signDisplay: 'negative',
});

const twoDecimalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/** General format: no decimals, dot decimal separator, comma thousands separator ("1,234,568"). */
export function formatNumber(n: number): string {
  return wholeNumberFormat.format(n);
}

// Ordered smallest to largest so promotion can step to the next entry.
const UNITS = [
  { suffix: 'K', value: 1e3 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'B', value: 1e9 },
  { suffix: 'T', value: 1e12 },
] as const;

/**
 * Abbreviates with K/M/B/T and two decimals ("1.50K"); values below 1000 use formatNumber.
 * When rounding would display 1000 of a unit (999999 → "1000.00K") the next unit is used
 * instead ("1.00M"), so a figure never reads as a thousand of something smaller. T is the
 * largest unit, so 1e15 reads "1000.00T".
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return formatNumber(n);
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';

  // Below 1000 but rounding up to 1000 (999.6) would print "1,000": promote to K like the other units.
  if (Math.round(abs) < UNITS[0].value) return formatNumber(n);

  let index = 0;
  while (index < UNITS.length - 1 && abs >= UNITS[index + 1].value) index += 1;

  let scaled = (abs / UNITS[index].value).toFixed(2);
  if (Number(scaled) >= 1000 && index < UNITS.length - 1) {
    index += 1;
    scaled = (abs / UNITS[index].value).toFixed(2);
  }
  return `${sign}${scaled}${UNITS[index].suffix}`;
}

/** K/D ratio with exactly two decimals ("1.50"). */
export function formatKD(n: number): string {
  return twoDecimalFormat.format(n);
}

/** In-game item count: anything above 100 is capped in the label as "+100x". */
export function formatInGameCount(n: number): string {
  return n > 100 ? '+100x' : `${n}x`;
}
