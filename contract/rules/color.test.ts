import { describe, expect, it } from 'vitest';
import { FALLBACK_COLOR, padColor } from './color';

describe('padColor', () => {
  it.each<[string | number, string]>([
    ['ff', '#0000ff'],
    ['fff', '#000fff'],
    ['#abc', '#000abc'],
    ['ABCDEF', '#abcdef'],
    ['#FF00aa', '#ff00aa'],
    ['123456', '#123456'],
    ['0', '#000000'],
    ['  #1a2b3c  ', '#1a2b3c'],
    [255, '#0000ff'],
    [0, '#000000'],
    [0xffffff, '#ffffff'],
    [0x12ab, '#0012ab'],
  ])('pads %s to %s', (input, expected) => {
    expect(padColor(input)).toBe(expected);
  });

  it.each<[string | number]>([[''], ['#'], ['xyz'], ['#12345g'], ['1234567'], ['##fff'], [-1], [1.5], [0x1000000], [Number.NaN]])(
    'falls back to #000000 for invalid %s',
    (input) => {
      expect(padColor(input)).toBe(FALLBACK_COLOR);
      expect(FALLBACK_COLOR).toBe('#000000');
    },
  );
});
