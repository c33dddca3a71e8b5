import { describe, expect, it } from 'vitest';
import { SECONDS_PER_DAY, daysToExpiryDate, daysToSeconds } from './cookie-days';

describe('daysToSeconds', () => {
  it.each([
    [0, 0],
    [1, 86400],
    [7, 604800],
    [365, 31536000],
    [0.5, 43200],
  ])('%s days → %s seconds', (days, seconds) => {
    expect(daysToSeconds(days)).toBe(seconds);
  });

  it('uses 86400 seconds per day', () => {
    expect(SECONDS_PER_DAY).toBe(86400);
  });
});

describe('daysToExpiryDate', () => {
  const now = new Date('2024-01-01T00:00:00.000Z');

  it.each([
    [0, '2024-01-01T00:00:00.000Z'],
    [1, '2024-01-02T00:00:00.000Z'],
    [7, '2024-01-08T00:00:00.000Z'],
    [365, '2024-12-31T00:00:00.000Z'],
  ])('%s days after 2024-01-01 → %s', (days, iso) => {
    expect(daysToExpiryDate(days, now).toISOString()).toBe(iso);
  });

  it('does not mutate the given date', () => {
    daysToExpiryDate(3, now);
    expect(now.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });

  it('defaults to the current time', () => {
    const before = Date.now();
    const expiry = daysToExpiryDate(1).getTime();
    const after = Date.now();
    expect(expiry).toBeGreaterThanOrEqual(before + 86400000);
    expect(expiry).toBeLessThanOrEqual(after + 86400000);
  });
});
