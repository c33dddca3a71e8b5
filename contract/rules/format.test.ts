import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatInGameCount, formatKD, formatNumber } from './format';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.6, '1,234,568'],
    [1234.4, '1,234'],
    [-9876543, '-9,876,543'],
    [-0.4, '0'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.4, '999'],
    [999.6, '1.00K'],
    [1000, '1.00K'],
    [1500, '1.50K'],
    [12346, '12.35K'],
    [999994, '999.99K'],
    [999999, '1.00M'],
    [1_000_000, '1.00M'],
    [2_000_000, '2.00M'],
    [999_999_999, '1.00B'],
    [1_000_000_000, '1.00B'],
    [3_250_000_000, '3.25B'],
    [1e12, '1.00T'],
    [1.5e13, '15.00T'],
    [1e15, '1000.00T'],
    [-1500, '-1.50K'],
    [-999, '-999'],
    [-2_500_000, '-2.50M'],
  ])('abbreviates %s as %s', (input, expected) => {
    expect(abbreviateNumber(input)).toBe(expected);
  });
});

describe('formatKD', () => {
  it.each([
    [1.5, '1.50'],
    [0, '0.00'],
    [2, '2.00'],
    [3.14159, '3.14'],
    [0.126, '0.13'],
    [1234.5, '1,234.50'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatKD(input)).toBe(expected);
  });
});

describe('formatInGameCount', () => {
  it.each([
    [1, '1x'],
    [99, '99x'],
    [100, '100x'],
    [101, '+100x'],
    [5000, '+100x'],
  ])('labels %s as %s', (input, expected) => {
    expect(formatInGameCount(input)).toBe(expected);
  });
});
