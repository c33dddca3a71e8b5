import { describe, expect, it } from 'vitest';
import { inLanguage } from '@contract/i18n/current';
import { pointDay, timeTicks, valueTicks } from './axis-labels';

const at = (...parts: [number, number, number, number?, number?]) => new Date(...parts).getTime() / 1000;
const DAY = 86_400;

describe('the history chart axes', () => {
  it('write values with the product letters and the language decimal separator', () => {
    expect(valueTicks([0, 500, 1_500_000, 2_500_000])).toEqual(['0', '500', '1.50M', '2.50M']);
    expect(inLanguage('de', () => valueTicks([0, 500, 1_500_000, 2_500_000]))).toEqual(['0', '500', '1,50M', '2,50M']);
  });

  it('keep the letters on close ticks, with the decimals that tell them apart, in the language', () => {
    // An experience curve over a few days: ticks 500 apart around 1.2 million.
    expect(inLanguage('de', () => valueTicks([1_200_000, 1_200_500, 1_201_000]))).toEqual(['1,2000M', '1,2005M', '1,2010M']);
    expect(valueTicks([1_200_000, 1_200_500, 1_201_000])).toEqual(['1.2000M', '1.2005M', '1.2010M']);
    expect(inLanguage('pt-BR', () => valueTicks([45_671_000, 45_672_000, 45_673_000]))).toEqual(['45,671M', '45,672M', '45,673M']);
    expect(inLanguage('es', () => valueTicks([0.5, 1, 1.5]))).toEqual(['0,50', '1,00', '1,50']);
  });

  it('write whole numbers only when four decimals would still show two ticks alike', () => {
    expect(inLanguage('de', () => valueTicks([1_200_000, 1_200_001, 1_200_002]))).toEqual(['1.200.000', '1.200.001', '1.200.002']);
  });

  it('write days as the language writes a date, not with English month names', () => {
    const days = [at(2026, 10, 26), at(2026, 10, 27)];
    expect(timeTicks(days, DAY)).toEqual(['Nov 26, 2026', 'Nov 27, 2026']);
    expect(inLanguage('de', () => timeTicks(days, DAY))).toEqual(['26.11.2026', '27.11.2026']);
    expect(inLanguage('pt-BR', () => timeTicks(days, DAY))).toEqual(['26 de nov. de 2026', '27 de nov. de 2026']);
    expect(inLanguage('es', () => timeTicks([at(2027, 0, 1)], 365 * DAY))).toEqual(['2027']);
  });

  it('write times of day in the language, with the date under the first one and each new day', () => {
    const hours = [at(2026, 10, 26, 18), at(2026, 10, 26, 21), at(2026, 10, 27, 0)];
    expect(inLanguage('de', () => timeTicks(hours, 3 * 3600))).toEqual(['18:00\n26.11.2026', '21:00', '00:00\n27.11.2026']);
    expect(timeTicks(hours, 3 * 3600)).toEqual(['6:00 PM\nNov 26, 2026', '9:00 PM', '12:00 AM\nNov 27, 2026']);
  });

  it('name a point by its day in the legend', () => {
    expect(inLanguage('es', () => pointDay(Date.UTC(2026, 10, 26, 12) / 1000))).toBe('26 nov 2026');
  });
});
