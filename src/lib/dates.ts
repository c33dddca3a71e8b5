import { currentLanguage } from '@contract/i18n/current';
import type { Language } from '@contract/i18n/languages';

// Dates and times in the page's language, as Intl.DateTimeFormat writes them ("Nov 26, 2026, 3:29 AM"
// in en-US, "26.11.2026, 03:29" in German), written out instead: a page's first Intl formatter makes
// the browser load its locale data, 40 to 100 ms on the main thread of a fresh tab, as a painted page
// comes to life (see contract/rules/format.ts). dates.unit.test.ts compares every format with Intl's
// in every language.

/** UTC, or the browser's own time zone. */
export type Zone = 'UTC' | 'local';

interface Parts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const two = (n: number) => String(n).padStart(2, '0');

interface DateStyle {
  /** dateStyle: 'medium'. */
  date: (p: Parts) => string;
  /** timeStyle: 'short'. */
  time: (p: Parts) => string;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const PT_MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];

const STYLES: Record<Language, DateStyle> = {
  en: {
    date: (p) => `${EN_MONTHS[p.month]} ${p.day}, ${p.year}`,
    time: (p) => `${p.hours % 12 || 12}:${two(p.minutes)} ${p.hours < 12 ? 'AM' : 'PM'}`,
  },
  'pt-BR': {
    date: (p) => `${p.day} de ${PT_MONTHS[p.month]} de ${p.year}`,
    time: (p) => `${two(p.hours)}:${two(p.minutes)}`,
  },
  es: {
    date: (p) => `${p.day} ${ES_MONTHS[p.month]} ${p.year}`,
    time: (p) => `${p.hours}:${two(p.minutes)}`,
  },
  de: {
    date: (p) => `${two(p.day)}.${two(p.month + 1)}.${p.year}`,
    time: (p) => `${two(p.hours)}:${two(p.minutes)}`,
  },
};

const partsOf = (d: Date, zone: Zone): Parts =>
  zone === 'UTC'
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hours: d.getHours(), minutes: d.getMinutes() };

/** "Nov 26, 2026"; "26.11.2026" in German (Intl's dateStyle: 'medium'). */
export const mediumDate = (d: Date, zone: Zone, language: Language = currentLanguage()) => STYLES[language].date(partsOf(d, zone));

/** "3:29 AM"; "03:29" in German (Intl's timeStyle: 'short'). */
export const shortTime = (d: Date, zone: Zone, language: Language = currentLanguage()) => STYLES[language].time(partsOf(d, zone));

/** "Nov 26, 2026, 3:29 AM" (dateStyle: 'medium' with timeStyle: 'short'); every language joins them with a comma. */
export const mediumDateTime = (d: Date, zone: Zone, language: Language = currentLanguage()) =>
  `${mediumDate(d, zone, language)}, ${shortTime(d, zone, language)}`;
