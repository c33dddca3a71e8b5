import { hsl, seeded } from '../seeded';

// A heraldic shield for guild banners: a divided field and a metal charge, all chosen by the key.

const SHIELD = 'M28 20H228V146C228 226 172 276 128 300 84 276 28 226 28 146Z';

const DIVISIONS = [
  (c: string) => `<rect x="128" y="0" width="128" height="320" fill="${c}"/>`,
  (c: string) => `<rect x="0" y="150" width="256" height="170" fill="${c}"/>`,
  (c: string) => `<path d="M0 300L128 130 256 300z" fill="${c}"/>`,
  (c: string) => `<rect x="128" y="0" width="128" height="150" fill="${c}"/><rect x="0" y="150" width="128" height="170" fill="${c}"/>`,
  (c: string) => `<path d="M0 40L216 320H256V280L40 0H0z" fill="${c}"/>`,
  (c: string) => [0, 1, 2, 3].map((i) => `<rect x="${28 + i * 50}" y="0" width="25" height="320" fill="${c}"/>`).join(''),
];

const CHARGES = [
  // star
  (m: string, d: string) =>
    `<path d="M128 96l17 36 39 4-29 27 8 39-35-20-35 20 8-39-29-27 39-4z" fill="${m}" stroke="${d}" stroke-width="5" stroke-linejoin="round"/>`,
  // crown
  (m: string, d: string) => `<path d="M80 190l-8-70 32 30 24-44 24 44 32-30-8 70z" fill="${m}" stroke="${d}" stroke-width="5" stroke-linejoin="round"/>`,
  // diamond
  (m: string, d: string) => `<path d="M128 92l46 66-46 66-46-66z" fill="${m}" stroke="${d}" stroke-width="5" stroke-linejoin="round"/>`,
  // cross
  (m: string, d: string) => `<path d="M112 88h32v44h40v32h-40v64h-32v-64H72v-32h40z" fill="${m}" stroke="${d}" stroke-width="5" stroke-linejoin="round"/>`,
  // crescent
  (m: string, d: string) => `<path d="M150 96a62 62 0 1 0 0 124a50 50 0 1 1 0-124z" fill="${m}" stroke="${d}" stroke-width="5"/>`,
  // sun
  (m: string, d: string) =>
    `<g stroke="${d}" stroke-width="5">${Array.from({ length: 8 }, (_, i) => `<path d="M128 158L128 92" transform="rotate(${i * 45} 128 158)" stroke="${m}" stroke-width="12" stroke-linecap="round"/>`).join('')}<circle cx="128" cy="158" r="34" fill="${m}"/></g>`,
];

export function bannerSvg(key: string, width: number): string {
  const r = seeded(`banner:${key}`);
  const h = r.hue();
  const fieldA = hsl(h, 60, 38);
  const fieldB = hsl((h + r.int(140, 220)) % 360, 55, r.pick([30, 70]));
  const metal = r.pick(['#f0c040', '#e8e8ee']);
  const dark = 'rgba(20,16,10,.75)';
  const height = Math.round((width * 320) / 256);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 320" width="${width}" height="${height}">
<defs><clipPath id="shield"><path d="${SHIELD}"/></clipPath>
<linearGradient id="shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>
<g clip-path="url(#shield)"><rect width="256" height="320" fill="${fieldA}"/>${r.pick(DIVISIONS)(fieldB)}</g>
${r.pick(CHARGES)(metal, dark)}
<path d="${SHIELD}" fill="url(#shine)"/>
<path d="${SHIELD}" fill="none" stroke="${metal}" stroke-width="10"/>
<path d="${SHIELD}" fill="none" stroke="${dark}" stroke-width="3"/>
</svg>`;
}
