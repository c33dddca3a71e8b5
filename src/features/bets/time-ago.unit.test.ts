import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '@contract/i18n/current';
import { LANGUAGES } from '@contract/i18n/languages';
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

describe('timeAgo writes what Intl writes in each language', () => {
  // The reference: the Intl-based version the site had before it was written out.
  const STEPS: [number, number, Intl.RelativeTimeFormatUnit][] = [
    [60, 1, 'second'],
    [3600, 60, 'minute'],
    [86_400, 3600, 'hour'],
    [30 * 86_400, 86_400, 'day'],
  ];

  it.each(LANGUAGES)('in %s, for moments from 40 days ago to 40 days ahead, at every step boundary and around it, and every whole unit', (language) => {
    const locale = language === 'en' ? 'en-US' : language;
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const reference = (iso: string, now: number) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      for (const [limit, unitSeconds, unit] of STEPS) if (Math.abs(seconds) < limit) return relative.format(Math.round(seconds / unitSeconds), unit);
      return date.format(new Date(iso));
    };
    const now = Date.parse('2026-11-26T12:00:00Z');
    const offsets = new Set<number>();
    for (const boundary of [0, 1, 30, 59, 60, 90, 3599, 3600, 5400, 86_399, 86_400, 129_600, 172_800, 2_591_999, 2_592_000, 3_456_000]) {
      for (const delta of [-0.6, -0.5, -0.4, 0, 0.4, 0.5, 0.6]) offsets.add(boundary + delta).add(-(boundary + delta));
    }
    // Every count of every unit, both ways: each one's plural and the days said in a word.
    for (const [limit, unitSeconds] of STEPS) {
      for (let count = 1; count * unitSeconds < limit; count++) offsets.add(count * unitSeconds).add(-count * unitSeconds);
    }
    for (const seconds of offsets) {
      const iso = new Date(now + seconds * 1000).toISOString();
      expect(timeAgo(iso, now, language), `${seconds} s`).toBe(reference(iso, now));
    }
  });
});

describe('"time ago" in the language of the page being rendered', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const say = (iso: string) => Object.fromEntries(LANGUAGES.map((language) => [language, inLanguage(language, () => timeAgo(iso, now))]));

  it("reads minutes, hours, now, yesterday and tomorrow the reader's way", () => {
    expect(say('2026-11-26T11:55:00Z')).toEqual({ en: '5 minutes ago', de: 'vor 5 Minuten', es: 'hace 5 minutos', 'pt-BR': 'há 5 minutos' });
    expect(say('2026-11-26T13:00:00Z')).toEqual({ en: 'in 1 hour', de: 'in 1 Stunde', es: 'dentro de 1 hora', 'pt-BR': 'em 1 hora' });
    expect(say('2026-11-26T12:00:00Z')).toEqual({ en: 'now', de: 'jetzt', es: 'ahora', 'pt-BR': 'agora' });
    expect(say('2026-11-25T12:00:00Z')).toEqual({ en: 'yesterday', de: 'gestern', es: 'ayer', 'pt-BR': 'ontem' });
    expect(say('2026-11-27T12:00:00Z')).toEqual({ en: 'tomorrow', de: 'morgen', es: 'mañana', 'pt-BR': 'amanhã' });
  });

  it("falls back to a date in the reader's language after a month", () => {
    expect(say('2025-11-02T12:00:00Z')).toEqual({ en: 'Nov 2, 2025', de: '02.11.2025', es: '2 nov 2025', 'pt-BR': '2 de nov. de 2025' });
  });
});

describe('no Intl on the way', () => {
  it('writes a time ago without building an Intl formatter: the first one costs a fresh tab 40 to 100 ms', async () => {
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./time-ago');
    const now = Date.parse('2026-11-26T15:04:00Z');
    expect([fresh.timeAgo('2026-11-26T15:00:00Z', now), fresh.timeAgo('2025-11-02T09:00:00Z', now)]).toEqual(['4 minutes ago', 'Nov 2, 2025']);
    expect([fresh.timeAgo('2026-11-26T15:00:00Z', now, 'de'), fresh.timeAgo('2026-11-24T15:00:00Z', now, 'es')]).toEqual(['vor 4 Minuten', 'anteayer']);
    expect(relative).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
