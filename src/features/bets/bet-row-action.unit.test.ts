import { describe, expect, it } from 'vitest';
import { betRowAction } from './bet-row-action';

describe('betRowAction', () => {
  it.each([
    [{ UserID: 1, TargetID: null }, 1, 'cancel'],
    [{ UserID: 1, TargetID: null }, 2, 'join'],
    [{ UserID: 1, TargetID: 2 }, 1, 'watch'],
    [{ UserID: 1, TargetID: 2 }, 2, 'watch'],
    [{ UserID: 1, TargetID: 2 }, 3, 'watch'],
    [{ UserID: 1, TargetID: 2 }, undefined, 'watch'],
    [{ UserID: 1, TargetID: null }, undefined, null],
  ] as const)('%o seen by %s → %s', (bet, viewer, action) => {
    expect(betRowAction(bet, viewer)).toBe(action);
  });
});
