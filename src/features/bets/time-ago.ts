const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const STEPS: [limitSeconds: number, unitSeconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [60, 1, 'second'],
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [30 * 86_400, 86_400, 'day'],
];

/** "5 minutes ago", "3 days ago" within a month, then a plain date: short enough for a table cell. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [limit, unitSeconds, unit] of STEPS) {
    if (Math.abs(seconds) < limit) return relative.format(Math.round(seconds / unitSeconds), unit);
  }
  return date.format(new Date(iso));
}
