import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '@contract/i18n/current';
import { LANGUAGES, type Language } from '@contract/i18n/languages';
import { mediumDate, mediumDateTime, shortTime, type Zone } from './dates';

describe('dates are written as Intl writes them in each language', () => {
  const intl = (language: Language, zone: Zone, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { ...options, ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}) });
  // Every month, both halves of the day, midnight and noon, single-digit days and minutes, 1970 to 2100.
  const moments = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, month * 2, month * 5))),
    new Date('2026-11-26T00:00:00Z'),
    new Date('2026-11-26T12:00:00Z'),
    new Date('2026-11-26T23:59:59Z'),
    new Date('1970-01-01T00:00:00Z'),
    new Date('2100-02-28T13:07:00Z'),
    ...Array.from({ length: 500 }, (_, i) => new Date(Date.UTC(1970, 0, 1) + ((i * 7_919_357_111) % 4_102_444_800_000))),
  ];

  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(['UTC', 'local'] as const)('in %s time', (zone) => {
      const date = intl(language, zone, { dateStyle: 'medium' });
      const time = intl(language, zone, { timeStyle: 'short' });
      const both = intl(language, zone, { dateStyle: 'medium', timeStyle: 'short' });
      for (const d of moments) {
        expect(mediumDate(d, zone, language), d.toISOString()).toBe(date.format(d));
        expect(shortTime(d, zone, language), d.toISOString()).toBe(time.format(d));
        expect(mediumDateTime(d, zone, language), d.toISOString()).toBe(both.format(d));
      }
    });
  });
});

describe('dates in the language of the page being rendered', () => {
  it("writes the same moment the reader's way", () => {
    const moment = new Date('2026-11-26T03:29:00Z');
    const written = Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language, () => mediumDateTime(moment, 'UTC'))]));
    expect(written).toEqual({
      en: 'Nov 26, 2026, 3:29 AM',
      de: '26.11.2026, 03:29',
      es: '26 nov 2026, 3:29',
      'pt-BR': '26 de nov. de 2026, 03:29',
    });
  });
});

describe('no Intl on the way', () => {
  it('writes dates and times without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const dates = await import('./dates');
    const moment = new Date('2026-11-26T15:04:00Z');
    expect(LANGUAGES.map((language) => dates.mediumDateTime(moment, 'UTC', language))).toEqual([
      'Nov 26, 2026, 3:04 PM',
      '26 de nov. de 2026, 15:04',
      '26 nov 2026, 15:04',
      '26.11.2026, 15:04',
    ]);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
