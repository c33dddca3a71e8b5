import { describe, expect, it } from 'vitest';
import { contrastRatio, legibleOn, MIN_TEXT_CONTRAST, THEME_BACKGROUNDS, themeTints } from './legible-color';

// Player colours measured 2.7:1 to 3.6:1 on the light theme.

const hueOf = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.round((Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI);
};

describe('legibleOn', () => {
  it('reaches WCAG AA 4.5:1 on both themes for every colour of a sweep', () => {
    for (let r = 0; r <= 255; r += 51)
      for (let g = 0; g <= 255; g += 51)
        for (let b = 0; b <= 255; b += 51) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          const { light, dark } = themeTints(hex);
          expect(contrastRatio(light, THEME_BACKGROUNDS.light), `${hex} on light`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrastRatio(dark, THEME_BACKGROUNDS.dark), `${hex} on dark`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          // Also on the plain page backgrounds.
          expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          expect(contrastRatio(dark, '#212529')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
  });

  it('fixes the seeded player colours that failed on the light theme, keeping their hue', () => {
    // ColorName values seen on /ranking/player and /bet at 2.7:1 to 3.6:1.
    for (const hex of ['#4fc3f7', '#2ecc71', '#e67e22', '#e74c3c', '#9b59b6', '#1abc9c']) {
      expect(contrastRatio(hex, THEME_BACKGROUNDS.light)).toBeLessThan(MIN_TEXT_CONTRAST);
      const shown = legibleOn(hex, THEME_BACKGROUNDS.light);
      expect(contrastRatio(shown, THEME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(Math.abs(hueOf(shown) - hueOf(hex))).toBeLessThanOrEqual(3);
      // Only as much darker as needed: not far past the threshold.
      expect(contrastRatio(shown, THEME_BACKGROUNDS.light)).toBeLessThan(MIN_TEXT_CONTRAST + 0.3);
    }
  });

  it('leaves a colour that is already legible unchanged', () => {
    expect(legibleOn('#1a4f8b', THEME_BACKGROUNDS.light)).toBe('#1a4f8b');
    expect(legibleOn('#f1c40f', THEME_BACKGROUNDS.dark)).toBe('#f1c40f');
  });
});
