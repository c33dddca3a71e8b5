// Class rank from class points (docs/product-rules.md#constants-and-limits).
//
// Interpretation (the rule's sentence cannot be read literally with both of its numbers):
// - Rank 1 starts at 200 points (the product rules: "the first level is 200"); below that the rank is 0.
// - For n = 1..9 the step 100·(n+1)³ is accumulated on top of a seed of 100 (= 100·1³), and
//   the n-th accumulated value is the threshold of rank n+1. Rank k therefore needs
//   100·Σ_{i=1..k} i³ = 100·(k(k+1)/2)² points: 900, 3600, 10000, …, 202500, 302500.
// - Consistency check: the last accumulated value (n = 9) is 100·55² = 302500, exactly the
//   the product's "at least 302500 gives rank 10", and it is the game's well-known class rank table.
// Rejected reading: seeding the accumulation with 200 (200, 1000, 3700, …) ends at 302600,
// contradicting the explicit 302500; so 200 is taken as rank 1's own floor, not the seed.

const RANK_ONE_THRESHOLD = 200;

function buildThresholds(): readonly number[] {
  const thresholds = [RANK_ONE_THRESHOLD];
  let accumulated = 100;
  for (let n = 1; n <= 9; n += 1) {
    accumulated += 100 * (n + 1) ** 3;
    thresholds.push(accumulated);
  }
  return Object.freeze(thresholds);
}

/** CLASS_RANK_THRESHOLDS[i] is the minimum score for rank i + 1 (ranks 1..10). */
export const CLASS_RANK_THRESHOLDS: readonly number[] = buildThresholds();

/** Highest rank (1..10) whose threshold the score reaches; 0 below the first threshold. */
export function classRank(score: number): number {
  for (let index = CLASS_RANK_THRESHOLDS.length - 1; index >= 0; index -= 1) {
    if (score >= CLASS_RANK_THRESHOLDS[index]) return index + 1;
  }
  return 0;
}
