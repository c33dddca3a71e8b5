import { describe, expect, it } from 'vitest';
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
