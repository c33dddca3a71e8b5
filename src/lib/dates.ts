// Dates and times in en-US, as Intl.DateTimeFormat writes them ("Nov 26, 2026, 3:29 AM"), written
// out instead: a page's first Intl formatter makes the browser load its locale data,
// 40 to 100 ms on the main thread of a fresh tab, as a painted page comes to life (see
// contract/rules/format.ts). dates.unit.test.ts compares every format with Intl's.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** UTC, or the browser's own time zone. */
export type Zone = 'UTC' | 'local';

const partsOf = (d: Date, zone: Zone) =>
  zone === 'UTC'
    ? { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), hours: d.getUTCHours(), minutes: d.getUTCMinutes() }
    : { year: d.getFullYear(), month: d.getMonth(), day: d.getDate(), hours: d.getHours(), minutes: d.getMinutes() };

/** "Nov 26, 2026" (Intl's dateStyle: 'medium'). */
export function mediumDate(d: Date, zone: Zone): string {
  const { year, month, day } = partsOf(d, zone);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "3:29 AM" (Intl's timeStyle: 'short'). */
export function shortTime(d: Date, zone: Zone): string {
  const { hours, minutes } = partsOf(d, zone);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 26, 2026, 3:29 AM" (dateStyle: 'medium' with timeStyle: 'short'). */
export const mediumDateTime = (d: Date, zone: Zone) => `${mediumDate(d, zone)}, ${shortTime(d, zone)}`;
