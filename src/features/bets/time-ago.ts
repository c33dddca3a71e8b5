import { currentLanguage } from '@contract/i18n/current';
import type { Language } from '@contract/i18n/languages';
import { pluralCategory } from '@contract/i18n/plurals';
import { formatNumber } from '@contract/rules/format';
import { mediumDate } from '@/lib/dates';

// Written as Intl.RelativeTimeFormat(language, { numeric: 'auto' }) writes it, in the page's
// language, without Intl: a page's first Intl formatter costs 40 to 100 ms on the main thread (see
// src/lib/dates.ts). time-ago.unit.test.ts compares every language with Intl.

type Unit = 'second' | 'minute' | 'hour' | 'day';

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Unit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
];

interface Words {
  /** A unit's singular and plural (the language's "other"; its "many" reads the same here). */
  units: Record<Unit, [one: string, other: string]>;
  past: (amount: string) => string;
  future: (amount: string) => string;
  now: string;
  /** Days said in a word, by their distance from today ("yesterday" is -1). */
  days: Record<number, string>;
}

const WORDS: Record<Language, Words> = {
  en: {
    units: { second: ['second', 'seconds'], minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] },
    past: (amount) => `${amount} ago`,
    future: (amount) => `in ${amount}`,
    now: 'now',
    days: { [-1]: 'yesterday', 1: 'tomorrow' },
  },
  'pt-BR': {
    units: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['dia', 'dias'] },
    past: (amount) => `há ${amount}`,
    future: (amount) => `em ${amount}`,
    now: 'agora',
    days: { [-2]: 'anteontem', [-1]: 'ontem', 1: 'amanhã', 2: 'depois de amanhã' },
  },
  es: {
    units: { second: ['segundo', 'segundos'], minute: ['minuto', 'minutos'], hour: ['hora', 'horas'], day: ['día', 'días'] },
    past: (amount) => `hace ${amount}`,
    future: (amount) => `dentro de ${amount}`,
    now: 'ahora',
    days: { [-2]: 'anteayer', [-1]: 'ayer', 1: 'mañana', 2: 'pasado mañana' },
  },
  de: {
    // German counts these in the dative after "vor" and "in": "vor 3 Tagen", "in 3 Tagen".
    units: { second: ['Sekunde', 'Sekunden'], minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden'], day: ['Tag', 'Tagen'] },
    past: (amount) => `vor ${amount}`,
    future: (amount) => `in ${amount}`,
    now: 'jetzt',
    days: { [-2]: 'vorgestern', [-1]: 'gestern', 1: 'morgen', 2: 'übermorgen' },
  },
};

/** "5 minutes ago", "in 1 hour", "now", "yesterday", "tomorrow" (in German "vor 5 Minuten", "jetzt", "gestern"). */
function relative(value: number, unit: Unit, language: Language): string {
  const words = WORDS[language];
  if (unit === 'second' && value === 0) return words.now;
  if (unit === 'day' && Object.hasOwn(words.days, value)) return words.days[value];
  const count = Math.abs(value);
  const [one, other] = words.units[unit];
  const amount = `${formatNumber(count, language)} ${pluralCategory(language, count) === 'one' ? one : other}`;
  return value < 0 ? words.past(amount) : words.future(amount);
}

/** "5 minutes ago", "3 days ago" within a month, then a plain date: short enough for a table cell. */
export function timeAgo(iso: string, now: number = Date.now(), language: Language = currentLanguage()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (Math.abs(seconds) < limit) return relative(Math.round(seconds / unitSeconds), unit, language);
  }
  return mediumDate(new Date(iso), 'local', language);
}
