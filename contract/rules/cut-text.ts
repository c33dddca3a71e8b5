// Text players or staff typed is cut by whole characters. Slicing UTF-16 units can leave half of an
// emoji (a lone surrogate), which strict JSON parsers reject and which some databases refuse to store.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * At most `max` code points (the unit PostgreSQL's varchar(n) counts), cut between user-perceived
 * characters so a flag or a family emoji is kept whole or dropped whole.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (used + size > max) break;
    out += segment;
    used += size;
  }
  return out;
}

/** `text` when it fits in `max` code points, else its start and an ellipsis within `max`. */
export function shortenText(text: string, max: number): string {
  if ([...text].length <= max) return text;
  return `${clipText(text, Math.max(0, max - 1)).trimEnd()}…`;
}
