// Colour values arrive as short hex strings or numbers (e.g. ColorName, guild Color); docs/product-rules.md#constants-and-limits pads them to 6 digits.

/** Shown when the stored value is not a usable colour, so rendering never breaks on bad data. */
export const FALLBACK_COLOR = '#000000';

const HEX_DIGITS = /^[0-9a-f]{1,6}$/i;

/**
 * Pads a colour to "#rrggbb" with leading zeros ("ff" → "#0000ff", 255 → "#0000ff", "#ABC" → "#000abc"),
 * lower-cased. Anything that is not 1–6 hex digits (or a 0..0xffffff integer) gives FALLBACK_COLOR.
 * Note: 3-digit values are zero-padded, not CSS-expanded, because the stored values are numbers.
 */
export function padColor(value: string | number): string {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffff) return FALLBACK_COLOR;
    digits = value.toString(16);
  } else {
    digits = value.trim().replace(/^#/, '');
    if (!HEX_DIGITS.test(digits)) return FALLBACK_COLOR;
  }
  return `#${digits.toLowerCase().padStart(6, '0')}`;
}
