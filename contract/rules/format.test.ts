import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../i18n/current';
import { LANGUAGES } from '../i18n/languages';
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

describe("the written-out formats match each language's Intl to the letter", () => {
  // The reference: what the site printed through Intl.NumberFormat before it was written out (en-US
  // for English).
  const formats = (locale: string) => ({
    whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'negative' }),
    twoDecimals: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }),
  });
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

  // Around the four and five digits where Spanish starts grouping.
  const groupings = [999, 1000, 1234, 9999, 9999.5, 10_000, 12_345, -1234, -12_345, 1234.567, 99_999.995];

  it.each(LANGUAGES)('in %s, for halves, float artefacts, huge, tiny and not-finite values, and 3,000 random ones', (language) => {
    const { whole, twoDecimals } = formats(language === 'en' ? 'en-US' : language);
    for (const n of [...edges, ...groupings, ...randoms]) {
      expect(formatNumber(n, language), `formatNumber(${n})`).toBe(whole.format(n));
      expect(formatKD(n, language), `formatKD(${n})`).toBe(twoDecimals.format(n));
    }
  });
});

describe('numbers in the language of the page being rendered', () => {
  it("writes the same figure the reader's way: 1,234,567 in English, 1.234.567 in German and Portuguese", () => {
    const figure = 1234567;
    const written = Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language, () => formatNumber(figure))]));
    expect(written).toEqual({ en: '1,234,567', de: '1.234.567', es: '1.234.567', 'pt-BR': '1.234.567' });
  });

  it('leaves four-digit numbers ungrouped in Spanish only', () => {
    expect(LANGUAGES.map((language) => formatNumber(1234, language))).toEqual(['1,234', '1.234', '1234', '1.234']);
    expect(formatKD(1234.5, 'es')).toBe('1234,50');
    expect(formatKD(12345.5, 'es')).toBe('12.345,50');
  });

  it("keeps the K/M/B/T letters with the language's decimal separator", () => {
    expect(inLanguage('de', () => [abbreviateNumber(1500), abbreviateNumber(999_999), abbreviateNumber(-2_500_000), abbreviateNumber(999)])).toEqual([
      '1,50K',
      '1,00M',
      '-2,50M',
      '999',
    ]);
    expect(abbreviateNumber(3_250_000_000, 'pt-BR')).toBe('3,25B');
    expect(abbreviateNumber(1e15, 'es')).toBe('1000,00T');
    expect(abbreviateNumber(1500, 'en')).toBe('1.50K');
  });

  it("is English where no language is named and none is being rendered (the API server's own texts)", () => {
    expect([formatNumber(1234567), formatKD(1234.5), abbreviateNumber(1500)]).toEqual(['1,234,567', '1,234.50', '1.50K']);
  });
});

describe('no Intl on the way', () => {
  it('formats ordinary values without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const fresh = await import('./format');
    expect([fresh.formatNumber(1234567.6), fresh.formatKD(1.005), fresh.abbreviateNumber(12346)]).toEqual(['1,234,568', '1.01', '12.35K']);
    expect([fresh.formatNumber(1234567.6, 'de'), fresh.formatKD(1.005, 'es'), fresh.abbreviateNumber(12346, 'pt-BR')]).toEqual(['1.234.568', '1,01', '12,35K']);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
