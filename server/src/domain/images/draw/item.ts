import { seeded, tones } from '../seeded';

// Item pictures: one glyph per kind of item (the game's Icon names say the kind), coloured per key.
// Drawn on a 64×64 grid with bold outlines so the 16 px icon stays readable.

type Tones = ReturnType<typeof tones>;
type Glyph = (t: Tones) => string;

const o = (t: Tones) => `stroke="${t.dark}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"`;

const GLYPHS: Record<string, Glyph> = {
  sword: (t) =>
    `<g transform="rotate(45 32 32)"><path d="M28 4h8v36h-8z M28 4l4-4 4 4" fill="${t.light}" ${o(t)}/><rect x="20" y="40" width="24" height="6" rx="2" fill="${t.main}" ${o(t)}/><rect x="29" y="46" width="6" height="11" fill="${t.dark}"/><circle cx="32" cy="59" r="3.5" fill="${t.main}" ${o(t)}/></g>`,
  dagger: (t) =>
    `<g transform="rotate(45 32 32)"><path d="M28 14l4-6 4 6v22h-8z" fill="${t.light}" ${o(t)}/><rect x="22" y="36" width="20" height="5" rx="2" fill="${t.main}" ${o(t)}/><rect x="29" y="41" width="6" height="12" fill="${t.dark}"/><circle cx="32" cy="55" r="3.5" fill="${t.main}" ${o(t)}/></g>`,
  axe: (t) =>
    `<path d="M14 58L44 18" stroke="${t.dark}" stroke-width="6" stroke-linecap="round"/><path d="M36 8c10-2 22 6 22 18-6-2-12 0-16 6l-10-8c4-4 6-10 4-16z" fill="${t.light}" ${o(t)}/><path d="M40 22l-6 8" stroke="${t.main}" stroke-width="4"/>`,
  staff: (t) =>
    `<path d="M16 60L42 22" stroke="${t.dark}" stroke-width="6" stroke-linecap="round"/><circle cx="46" cy="16" r="10" fill="${t.main}" ${o(t)}/><circle cx="43" cy="13" r="3" fill="${t.light}"/>`,
  bow: (t) =>
    `<path d="M16 8c28 6 40 20 40 48" fill="none" stroke="${t.main}" stroke-width="6" stroke-linecap="round"/><path d="M16 8c28 6 40 20 40 48" fill="none" stroke="${t.dark}" stroke-width="1.5"/><path d="M16 8L56 56" stroke="${t.light}" stroke-width="2"/><path d="M10 50L44 20l-2 8 8-2" fill="none" stroke="${t.dark}" stroke-width="3" stroke-linejoin="round"/>`,
  helm: (t) =>
    `<path d="M10 40c0-18 10-30 22-30s22 12 22 30v14H10z" fill="${t.main}" ${o(t)}/><path d="M18 36h28v6H18z" fill="${t.dark}"/><path d="M32 10v16" stroke="${t.light}" stroke-width="4"/>`,
  cape: (t) => `<path d="M20 8h24l10 48-6-4-6 6-6-6-6 6-6-6-6 4z" fill="${t.main}" ${o(t)}/><path d="M20 8c4 6 20 6 24 0" fill="${t.light}" ${o(t)}/>`,
  pet: (t) =>
    `<ellipse cx="32" cy="42" rx="14" ry="12" fill="${t.main}" ${o(t)}/><circle cx="16" cy="26" r="6" fill="${t.main}" ${o(t)}/><circle cx="26" cy="16" r="6" fill="${t.main}" ${o(t)}/><circle cx="38" cy="16" r="6" fill="${t.main}" ${o(t)}/><circle cx="48" cy="26" r="6" fill="${t.main}" ${o(t)}/>`,
  amulet: (t) =>
    `<path d="M14 6c0 22 8 30 18 30s18-8 18-30" fill="none" stroke="${t.dark}" stroke-width="3"/><circle cx="32" cy="44" r="13" fill="${t.main}" ${o(t)}/><circle cx="32" cy="44" r="6" fill="${t.light}"/>`,
  gem: (t) =>
    `<path d="M18 10h28l12 14-26 32L6 24z" fill="${t.main}" ${o(t)}/><path d="M6 24h52M18 10l8 14 6 32 6-32 8-14M26 24h12" fill="none" stroke="${t.dark}" stroke-width="1.5"/><path d="M20 14l-6 8h8z" fill="${t.light}"/>`,
  bag: (t) =>
    `<path d="M22 16c0-6 4-10 10-10s10 4 10 10" fill="none" stroke="${t.dark}" stroke-width="4"/><path d="M14 24c0-4 3-6 6-6h24c3 0 6 2 6 6l4 26c.6 4-2 6-6 6H16c-4 0-6.6-2-6-6z" fill="${t.main}" ${o(t)}/><circle cx="32" cy="28" r="4" fill="${t.light}" ${o(t)}/>`,
  scroll: (t) =>
    `<rect x="14" y="14" width="36" height="36" fill="${t.light}" ${o(t)}/><rect x="8" y="8" width="48" height="8" rx="4" fill="${t.main}" ${o(t)}/><rect x="8" y="48" width="48" height="8" rx="4" fill="${t.main}" ${o(t)}/><path d="M20 26h24M20 32h20M20 38h22" stroke="${t.dark}" stroke-width="2"/>`,
  potion: (t) =>
    `<path d="M26 6h12v14c10 4 16 12 16 22 0 12-10 18-22 18S10 54 10 42c0-10 6-18 16-22z" fill="${t.light}" ${o(t)}/><path d="M12 42c0 10 8 16 20 16s20-6 20-16c-8 4-32 4-40 0z" fill="${t.main}"/><rect x="24" y="2" width="16" height="8" rx="2" fill="${t.dark}"/>`,
  card: (t) =>
    `<g transform="rotate(-10 32 32)"><rect x="14" y="6" width="36" height="52" rx="5" fill="${t.light}" ${o(t)}/><rect x="19" y="11" width="26" height="30" rx="2" fill="${t.main}"/><path d="M20 48h24M20 53h16" stroke="${t.dark}" stroke-width="2"/></g>`,
  house: (t) =>
    `<path d="M8 30L32 8l24 22" fill="${t.main}" ${o(t)}/><rect x="14" y="28" width="36" height="28" fill="${t.light}" ${o(t)}/><rect x="27" y="38" width="10" height="18" fill="${t.dark}"/>`,
  boost: (t) =>
    `<path d="M36 4L12 36h16l-4 24 26-34H34z" fill="${t.main}" ${o(t)}/><path d="M34 10L20 32h8" fill="none" stroke="${t.light}" stroke-width="2"/>`,
  key: (t) =>
    `<circle cx="20" cy="22" r="12" fill="${t.main}" ${o(t)}/><circle cx="20" cy="22" r="4" fill="${t.dark}"/><path d="M28 30l24 24M44 46l6-6M50 52l6-6" stroke="${t.dark}" stroke-width="5" stroke-linecap="round"/>`,
  armor: (t) =>
    `<path d="M20 8l12 6 12-6 14 8-4 14-6-2v28H16V28l-6 2-4-14z" fill="${t.main}" ${o(t)}/><path d="M32 14v42M22 40h20" stroke="${t.dark}" stroke-width="2"/><circle cx="32" cy="28" r="4" fill="${t.light}"/>`,
  enhance: (t) => `<path d="M32 4l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="${t.main}" ${o(t)}/><circle cx="32" cy="32" r="6" fill="${t.light}"/>`,
};

/** The game's Icon names carry the kind of item ("iwsword", "iipotion"); anything else is a gem. */
function glyphFor(icon: string): Glyph {
  const name = icon.toLowerCase();
  const match = Object.keys(GLYPHS).find((k) => name.includes(k));
  if (match) return GLYPHS[match];
  if (name.includes('necklace')) return GLYPHS.amulet;
  if (name.includes('class')) return GLYPHS.armor;
  if (name.includes('quest')) return GLYPHS.key;
  return GLYPHS.gem;
}

/**
 * @param icon the item's Icon (chooses the glyph)
 * @param key what the colours are derived from (the icon for type icons, the item id for pictures)
 * @param framed draw a soft glow tile behind the glyph (full-size pictures, not 16 px icons)
 */
export function itemSvg(icon: string, key: string, size: number, framed: boolean): string {
  const r = seeded(`item:${key}`);
  const h = r.hue();
  const t = tones(h);
  const frame = framed
    ? `<defs><radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${tones(h).light}" stop-opacity=".9"/><stop offset="1" stop-color="${t.dark}" stop-opacity=".95"/></radialGradient></defs><rect x="1" y="1" width="62" height="62" rx="10" fill="url(#glow)"/>`
    : '';
  const inner = framed ? `<g transform="translate(8 8) scale(.75)">${glyphFor(icon)(t)}</g>` : glyphFor(icon)(t);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">${frame}${inner}</svg>`;
}

/** Class-rank armor: the chest piece, large, on a framed tile. */
export function armorSvg(key: string, size: number): string {
  return itemSvg('armor', `armor:${key}`, size, true);
}
