// Game colours (player ColorName, guild Color, rarity Color) were picked for the game's dark client;
// on the site they must stay recognisable yet readable on both themes (WCAG AA: 4.5:1 for text).

/** WCAG AA contrast for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The least favourable backgrounds tinted text sits on in each theme: Bootstrap's striped and hovered
 * table rows (#f2f2f2 on white; about #2c3034 on the dark body), slightly worse than the page itself.
 */
export const THEME_BACKGROUNDS = { light: '#f2f2f2', dark: '#2c3034' } as const;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (WCAG 2) of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const rgb = s === 0 ? [l, l, l] : [hue(h + 1 / 3), hue(h), hue(h - 1 / 3)];
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour as shown on `background`: unchanged when it already reaches `minRatio`, otherwise the
 * same hue and saturation with the lightness moved (darker on a light background, lighter on a dark
 * one) just far enough to reach it. Black or white always reach 4.5:1 on these backgrounds.
 */
export function legibleOn(hex: string, background: string, minRatio = MIN_TEXT_CONTRAST): string {
  if (contrastRatio(hex, background) >= minRatio) return hex;
  const [h, s, l] = toHsl(hex);
  const darken = luminance(background) > 0.18;
  // Binary search between the colour's lightness and the far end (0 or 1) for the nearest lightness that passes.
  let passing = darken ? 0 : 1;
  let failing = l;
  for (let i = 0; i < 24; i++) {
    const mid = (passing + failing) / 2;
    if (contrastRatio(fromHsl(h, s, mid), background) >= minRatio) passing = mid;
    else failing = mid;
  }
  return fromHsl(h, s, passing);
}

/** Tables show the same few colours hundreds of times: each is worked out once. */
const tintCache = new Map<string, { light: string; dark: string }>();
const TINT_CACHE_LIMIT = 2_000;

/** The colour for each theme, as TintedText's CSS variables use them. */
export function themeTints(hex: string): { light: string; dark: string } {
  let tints = tintCache.get(hex);
  if (!tints) {
    tints = { light: legibleOn(hex, THEME_BACKGROUNDS.light), dark: legibleOn(hex, THEME_BACKGROUNDS.dark) };
    if (tintCache.size >= TINT_CACHE_LIMIT) tintCache.clear();
    tintCache.set(hex, tints);
  }
  return tints;
}
