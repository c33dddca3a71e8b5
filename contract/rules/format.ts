// Number presentation shared by SPA and server (docs/product-rules.md#rankings and general format).

// Written out rather than built on Intl.NumberFormat: a page's first Intl formatter makes
// the browser load its locale data, 40 to 100 ms on the main thread of a fresh tab (measured in
// Chromium; four times that on a phone), and a painted page formats numbers as it comes to life.
// The output is Intl's en-US output, to the letter (format.test.ts compares them); values this
// does not handle exactly (not finite, beyond 2^53 once scaled) still go to Intl.

let intlFormats: { whole: Intl.NumberFormat; twoDecimals: Intl.NumberFormat } | null = null;
const intl = () =>
  (intlFormats ??= {
    // signDisplay 'negative' keeps values that round to zero (e.g. -0.4) from rendering as "-0".
    whole: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }),
    twoDecimals: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
  });

/** Comma thousands separators in a run of digits ("1234567" → "1,234,567"). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** One more, in the last place of a run of digits ("0199" → "0200", "99" → "100"). */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  const carried = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${carried}`;
}

/**
 * `n` rounded half away from zero to `decimals` places, as en-US text; null for values written
 * with an exponent (or not finite), which Intl formats. The rounding is done on the digits of the
 * number's shortest decimal form, as Intl does: 1.005 is "1.01" (1.005 * 100 is 100.49999…).
 */
function formatFixed(n: number, decimals: 0 | 2): string | null {
  const text = String(Math.abs(n));
  if (!Number.isFinite(n) || text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = incrementDigits(digits);
  const sign = n < 0 && /[1-9]/.test(digits) ? '-' : '';
  const grouped = groupThousands(digits.slice(0, digits.length - decimals));
  return decimals === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${digits.slice(-decimals)}`;
}

/** General format: no decimals, dot decimal separator, comma thousands separator ("1,234,568"). */
export function formatNumber(n: number): string {
  return formatFixed(n, 0) ?? intl().whole.format(n);
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
  return formatFixed(n, 2) ?? intl().twoDecimals.format(n);
}

/** In-game item count: anything above 100 is capped in the label as "+100x". */
export function formatInGameCount(n: number): string {
  return n > 100 ? '+100x' : `${n}x`;
}
