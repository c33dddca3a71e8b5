import { describe, expect, it } from 'vitest';
import { CLASS_RANK_THRESHOLDS, classRank } from './class-rank';

describe('CLASS_RANK_THRESHOLDS', () => {
  it('lists the ten rank floors: 200, then 100·(k(k+1)/2)² for ranks 2..10', () => {
    expect(CLASS_RANK_THRESHOLDS).toEqual([200, 900, 3600, 10000, 22500, 44100, 78400, 129600, 202500, 302500]);
  });

  it('ends at the rank-10 threshold of 302500', () => {
    expect(CLASS_RANK_THRESHOLDS[CLASS_RANK_THRESHOLDS.length - 1]).toBe(302500);
  });

  it('grows by 100·(n+1)³ between consecutive ranks from rank 2 on', () => {
    for (let n = 2; n <= 9; n += 1) {
      expect(CLASS_RANK_THRESHOLDS[n] - CLASS_RANK_THRESHOLDS[n - 1]).toBe(100 * (n + 1) ** 3);
    }
  });
});

describe('classRank', () => {
  const boundaryCases: Array<[number, number]> = CLASS_RANK_THRESHOLDS.flatMap((threshold, index): Array<[number, number]> => [
    [threshold - 1, index],
    [threshold, index + 1],
  ]);

  it.each(boundaryCases)('score %s gives rank %s', (score, rank) => {
    expect(classRank(score)).toBe(rank);
  });

  it.each([
    [0, 0],
    [-50, 0],
    [199, 0],
    [200, 1],
    [899, 1],
    [900, 2],
    [50000, 6],
    [302499, 9],
    [302500, 10],
    [10_000_000, 10],
  ])('score %s gives rank %s', (score, rank) => {
    expect(classRank(score)).toBe(rank);
  });
});
