import { sql, type SQL } from 'drizzle-orm';

// Determinism without Math.random or the clock: JS draws come from a seeded Faker, SQL draws from
// PostgreSQL's salted integer hash (hashint8extended, stable across platforms because it hashes the
// value, not its bytes), and every date is an offset from one fixed epoch.

/** "Now" of the demo world: every seeded date lies before it. */
export const EPOCH = new Date('2026-01-01T00:00:00Z');
export const EPOCH_SQL = sql.raw(`timestamptz '${EPOCH.toISOString()}'`);

/** VIP memberships run to the far future so they stay active whenever the demo is run. */
export const VIP_UNTIL_BASE = new Date('2030-01-01T00:00:00Z');

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = EPOCH): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function daysAfter(days: number, from: Date = EPOCH): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** SQL fragments for deterministic draws from one seed. `expr` is trusted SQL (a column or arithmetic). */
export class SqlRandom {
  constructor(private readonly seed: number) {}

  /** Uniform integer in [0, 2^31) from an integer expression and a per-use salt. */
  int(expr: string, salt: number): SQL {
    const key = BigInt(this.seed) * 1000n + BigInt(salt);
    return sql.raw(`(hashint8extended((${expr})::bigint, ${key}) & 2147483647)`);
  }

  /** Uniform integer in [0, n). */
  below(expr: string, salt: number, n: number): SQL {
    return sql`(${this.int(expr, salt)} % ${sql.raw(String(Math.max(1, Math.floor(n))))})`;
  }

  /** Uniform double in [0, 1). */
  frac(expr: string, salt: number): SQL {
    return sql`(${this.int(expr, salt)}::float8 / 2147483648.0)`;
  }
}

/** Weighted pick in JS with an explicit uniform draw in [0, 1). */
export function weightedIndex(weights: readonly number[], u: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = u * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}
