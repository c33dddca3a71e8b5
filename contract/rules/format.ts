import { currentLanguage } from '../i18n/current';
import type { Language } from '../i18n/languages';

// Number presentation shared by SPA and server (docs/product-rules.md#rankings and general format),
// in the language of the page being rendered (docs/translations.md#numbers-dates-and-countries);
// the API server's own code names its reader's language, else it is English.

// Written out rather than built on Intl.NumberFormat: a page's first Intl formatter makes
// the browser load its locale data, 40 to 100 ms on the main thread of a fresh tab (measured in
// Chromium; four times that on a phone), and a painted page formats numbers as it comes to life.
// The output is Intl's output for each language, to the letter (format.test.ts compares them);
// values this does not handle exactly (not finite, beyond 2^53 once scaled) still go to Intl.

interface Symbols {
  group: string;
  decimal: string;
  /** Digits a whole part needs before it is grouped: Spanish writes 1234 but 12.345. */
  groupFrom: number;
}

const SYMBOLS: Record<Language, Symbols> = {
  en: { group: ',', decimal: '.', groupFrom: 4 },
  'pt-BR': { group: '.', decimal: ',', groupFrom: 4 },
  es: { group: '.', decimal: ',', groupFrom: 5 },
  de: { group: '.', decimal: ',', groupFrom: 4 },
};

/** The Intl locale each language's output matches: English is the site's en-US. */
const intlLocale = (language: Language) => (language === 'en' ? 'en-US' : language);

const intlFormats = new Map<Language, { whole: Intl.NumberFormat; twoDecimals: Intl.NumberFormat }>();
function intl(language: Language) {
  let formats = intlFormats.get(language);
  if (!formats) {
    const locale = intlLocale(language);
    formats = {
      // signDisplay 'negative' keeps values that round to zero (e.g. -0.4) from rendering as "-0".
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'negative' }),
      twoDecimals: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
    };
    intlFormats.set(language, formats);
  }
  return formats;
}

/** Thousands separators in a run of digits ("1234567" → "1,234,567" in English). */
const groupThousands = (digits: string, { group, groupFrom }: Symbols) => (digits.length < groupFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, group));

/** One more, in the last place of a run of digits ("0199" → "0200", "99" → "100"). */
function incrementDigits(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  const carried = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits[i]) + 1}${carried}`;
}

/**
 * `n` rounded half away from zero to `decimals` places, in the language's way; null for values written
 * with an exponent (or not finite), which Intl formats. The rounding is done on the digits of the
 * number's shortest decimal form, as Intl does: 1.005 is "1.01" (1.005 * 100 is 100.49999…).
 */
function formatFixed(n: number, decimals: 0 | 2, symbols: Symbols): string | null {
  const text = String(Math.abs(n));
  if (!Number.isFinite(n) || text.includes('e')) return null;
  const [whole, fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = incrementDigits(digits);
  const sign = n < 0 && /[1-9]/.test(digits) ? '-' : '';
  const grouped = groupThousands(digits.slice(0, digits.length - decimals), symbols);
  return decimals === 0 ? `${sign}${grouped}` : `${sign}${grouped}${symbols.decimal}${digits.slice(-decimals)}`;
}

/** General format: no decimals, the language's thousands separator ("1,234,568"; "1.234.568" in German). */
export function formatNumber(n: number, language: Language = currentLanguage()): string {
  return formatFixed(n, 0, SYMBOLS[language]) ?? intl(language).whole.format(n);
}

// Ordered smallest to largest so promotion can step to the next entry.
const UNITS = [
  { suffix: 'K', value: 1e3 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'B', value: 1e9 },
  { suffix: 'T', value: 1e12 },
] as const;

/**
 * Abbreviates with K/M/B/T and two decimals ("1.50K"; "1,50K" in German: the letters are the
 * product's, the decimal separator the language's); values below 1000 use formatNumber.
 * When rounding would display 1000 of a unit (999999 → "1000.00K") the next unit is used
 * instead ("1.00M"), so a figure never reads as a thousand of something smaller. T is the
 * largest unit, so 1e15 reads "1000.00T". A chart's axis may ask for more decimals to tell its
 * ticks apart ("1.2005M").
 */
export function abbreviateNumber(n: number, language: Language = currentLanguage(), decimals = 2): string {
  if (!Number.isFinite(n)) return formatNumber(n, language);
  const abs = Math.abs(n);
  const sign = n < 0 ? '-' : '';

  // Below 1000 but rounding up to 1000 (999.6) would print "1,000": promote to K like the other units.
  if (Math.round(abs) < UNITS[0].value) return formatNumber(n, language);

  let index = 0;
  while (index < UNITS.length - 1 && abs >= UNITS[index + 1].value) index += 1;

  let scaled = (abs / UNITS[index].value).toFixed(decimals);
  if (Number(scaled) >= 1000 && index < UNITS.length - 1) {
    index += 1;
    scaled = (abs / UNITS[index].value).toFixed(decimals);
  }
  return `${sign}${scaled.replace('.', SYMBOLS[language].decimal)}${UNITS[index].suffix}`;
}

/** K/D ratio with exactly two decimals ("1.50"; "1,50" in German). */
export function formatKD(n: number, language: Language = currentLanguage()): string {
  return formatFixed(n, 2, SYMBOLS[language]) ?? intl(language).twoDecimals.format(n);
}

/** In-game item count: anything above 100 is capped in the label as "+100x". */
export function formatInGameCount(n: number): string {
  return n > 100 ? '+100x' : `${n}x`;
}
