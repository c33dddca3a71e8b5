import { mediumDate } from '@/lib/dates';

// Written as Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }) writes it, without Intl (issue
// 14: a page's first Intl formatter costs 40 to 100 ms on the main thread; see src/lib/dates.ts).

type Unit = 'second' | 'minute' | 'hour' | 'day';

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Unit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
];

/** "5 minutes ago", "in 1 hour", "now", "yesterday", "tomorrow". */
function relative(value: number, unit: Unit): string {
  if (unit === 'second' && value === 0) return 'now';
  if (unit === 'day' && Math.abs(value) === 1) return value < 0 ? 'yesterday' : 'tomorrow';
  const amount = `${Math.abs(value)} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** "5 minutes ago", "3 days ago" within a month, then a plain date: short enough for a table cell. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (Math.abs(seconds) < limit) return relative(Math.round(seconds / unitSeconds), unit);
  }
  return mediumDate(new Date(iso), 'local');
}
