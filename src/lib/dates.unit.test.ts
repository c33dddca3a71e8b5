import { describe, expect, it, vi } from 'vitest';
import { mediumDate, mediumDateTime, shortTime, type Zone } from './dates';

describe('dates are written as Intl en-US writes them', () => {
  const intl = (zone: Zone, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}) });
  // Every month, both halves of the day, midnight and noon, single-digit days and minutes, 1970 to 2100.
  const moments = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, month * 2, month * 5))),
    new Date('2026-11-26T00:00:00Z'),
    new Date('2026-11-26T12:00:00Z'),
    new Date('2026-11-26T23:59:59Z'),
    new Date('1970-01-01T00:00:00Z'),
    new Date('2100-02-28T13:07:00Z'),
    ...Array.from({ length: 500 }, (_, i) => new Date(Date.UTC(1970, 0, 1) + ((i * 7_919_357_111) % 4_102_444_800_000))),
  ];

  it.each(['UTC', 'local'] as const)('in %s time', (zone) => {
    const date = intl(zone, { dateStyle: 'medium' });
    const time = intl(zone, { timeStyle: 'short' });
    const both = intl(zone, { dateStyle: 'medium', timeStyle: 'short' });
    for (const d of moments) {
      expect(mediumDate(d, zone), d.toISOString()).toBe(date.format(d));
      expect(shortTime(d, zone), d.toISOString()).toBe(time.format(d));
      expect(mediumDateTime(d, zone), d.toISOString()).toBe(both.format(d));
    }
  });
});

describe('no Intl on the way', () => {
  it('writes dates and times without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const dates = await import('./dates');
    expect(dates.mediumDateTime(new Date('2026-11-26T15:04:00Z'), 'UTC')).toBe('Nov 26, 2026, 3:04 PM');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
