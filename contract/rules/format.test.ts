import { describe, expect, it, vi } from 'vitest';
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

describe('the written-out formats match Intl en-US to the letter', () => {
  // The reference: what the site printed through Intl.NumberFormat before it was written out.
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' });
  const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' });
  // Halves, values just around them, float artefacts (1.005, 0.125), huge and tiny values, not finite.
  const edges = [
    0,
    -0,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    0.49999999,
    1.005,
    1.015,
    0.125,
    0.135,
    -0.004,
    -0.005,
    0.995,
    9.995,
    99.995,
    999.5,
    999_999.5,
    1e15 + 0.5,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 53 + 1,
    1e20,
    1e21,
    1.5e300,
    1e-7,
    -1e-7,
    123.456e-5,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ];
  // A seeded generator, so a failure names a value that can be tried again.
  let seed = 20261126;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const randoms = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 16);
    const value = (random() - 0.3) * magnitude;
    // Every third value on a hundredth or a half, where rounding decides.
    return i % 3 === 0 ? Math.round(value * 100) / 100 : i % 3 === 1 ? Math.round(value * 2) / 2 : value;
  });

  it('for halves, float artefacts, huge, tiny and not-finite values, and 3,000 random ones', () => {
    for (const n of [...edges, ...randoms]) {
      expect(formatNumber(n), `formatNumber(${n})`).toBe(whole.format(n));
      expect(formatKD(n), `formatKD(${n})`).toBe(twoDecimals.format(n));
    }
  });
});

describe('no Intl on the way', () => {
  it('formats ordinary values without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const fresh = await import('./format');
    expect([fresh.formatNumber(1234567.6), fresh.formatKD(1.005), fresh.abbreviateNumber(12346)]).toEqual(['1,234,568', '1.01', '12.35K']);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
