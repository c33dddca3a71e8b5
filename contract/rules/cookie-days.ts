// Cookie lifetimes are configured in days (docs/product-rules.md#constants-and-limits: 86400 seconds per day); these convert for Max-Age / Expires.

export const SECONDS_PER_DAY = 86400;

/** Lifetime in seconds, e.g. for a Max-Age attribute. */
export function daysToSeconds(days: number): number {
  return days * SECONDS_PER_DAY;
}

/** Absolute expiry `days` from `now`, e.g. for an Expires attribute. */
export function daysToExpiryDate(days: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + daysToSeconds(days) * 1000);
}
