import { describe, expect, it, vi } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('reads seconds, minutes, hours and days within a month, then a date', () => {
    expect(timeAgo('2026-01-10T11:59:30Z', now)).toBe('30 seconds ago');
    expect(timeAgo('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-01-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-01-08T09:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('2025-11-02T09:00:00Z', now)).toBe('Nov 2, 2025');
  });
});

describe('timeAgo writes what Intl en-US writes', () => {
  const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  // The reference: the Intl-based version the site had before it was written out.
  const STEPS: [number, number, Intl.RelativeTimeFormatUnit][] = [
    [60, 1, 'second'],
    [3600, 60, 'minute'],
    [86_400, 3600, 'hour'],
    [30 * 86_400, 86_400, 'day'],
  ];
  const reference = (iso: string, now: number) => {
    const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
    for (const [limit, unitSeconds, unit] of STEPS) if (Math.abs(seconds) < limit) return relative.format(Math.round(seconds / unitSeconds), unit);
    return date.format(new Date(iso));
  };

  it('for moments from 40 days ago to 40 days ahead, at every step boundary and around it', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const offsets = new Set<number>();
    for (const boundary of [0, 1, 30, 59, 60, 90, 3599, 3600, 5400, 86_399, 86_400, 129_600, 172_800, 2_591_999, 2_592_000, 3_456_000]) {
      for (const delta of [-0.6, -0.5, -0.4, 0, 0.4, 0.5, 0.6]) offsets.add(boundary + delta).add(-(boundary + delta));
    }
    for (const seconds of offsets) {
      const iso = new Date(now + seconds * 1000).toISOString();
      expect(timeAgo(iso, now), `${seconds} s`).toBe(reference(iso, now));
    }
  });
});

describe('no Intl on the way', () => {
  it('writes a time ago without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./time-ago');
    const now = Date.parse('2026-11-26T15:04:00Z');
    expect([fresh.timeAgo('2026-11-26T15:00:00Z', now), fresh.timeAgo('2025-11-02T09:00:00Z', now)]).toEqual(['4 minutes ago', 'Nov 2, 2025']);
    expect(relative).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
