import { hsl, seeded } from '../seeded';

// A cartoon head-and-shoulders bust: recognisably "a player" at any size from 24 to 256 px.

const SKINS = ['#f6d3b8', '#eab38e', '#c98e66', '#8d5a3b', '#f1c27d', '#ffdbac', '#6b4430'];
const HAIRS = ['#2b1d14', '#5a3825', '#a0522d', '#d9a441', '#e8d9a8', '#b33a2a', '#3d3d4f', '#f2f2f2', '#4a6fd1', '#8e44ad'];

const HAIR_STYLES = {
  short: (c: string) => `<path d="M72 116C66 62 98 42 128 42s64 20 56 74c-8-26-26-38-56-38s-48 12-56 38z" fill="${c}"/>`,
  spiky: (c: string) => `<path d="M70 118l-6-46 24 14 6-34 22 24 14-32 14 32 22-24 6 34 24-14-6 46c-10-24-30-36-58-36s-48 12-58 36z" fill="${c}"/>`,
  long: (c: string) => `<path d="M66 200V110c0-44 28-70 62-70s62 26 62 70v90h-26v-92c0-22-14-30-36-30s-36 8-36 30v92z" fill="${c}"/>`,
  mohawk: (c: string) => `<path d="M112 74c0-22 6-40 16-48 10 8 16 26 16 48z" fill="${c}"/>`,
  hood: (c: string) => `<path d="M56 190c-6-90 20-150 72-150s78 60 72 150h-22c6-50-4-100-50-100s-56 50-50 100z" fill="${c}"/>`,
} as const;

const HATS = {
  wizard: (c: string, band: string) =>
    `<path d="M60 84l58-70c10 8 22 40 30 56l52 14c-30 12-110 12-140 0z" fill="${c}" stroke="rgba(0,0,0,.35)" stroke-width="3"/><rect x="66" y="72" width="124" height="12" rx="6" fill="${band}"/>`,
  crown: (c: string, band: string) =>
    `<path d="M78 78l-4-40 26 20 28-30 28 30 26-20-4 40z" fill="${c}" stroke="rgba(0,0,0,.35)" stroke-width="3"/><circle cx="128" cy="62" r="7" fill="${band}"/>`,
  helmet: (c: string, band: string) =>
    `<path d="M66 112c0-44 26-72 62-72s62 28 62 72h-20c-4-24-20-34-42-34s-38 10-42 34z" fill="${c}" stroke="rgba(0,0,0,.35)" stroke-width="3"/><rect x="122" y="40" width="12" height="40" fill="${band}"/>`,
  bandana: (c: string, band: string) =>
    `<path d="M70 100c4-40 30-58 58-58s54 18 58 58c-20-10-38-14-58-14s-38 4-58 14z" fill="${c}"/><circle cx="96" cy="70" r="5" fill="${band}"/><circle cx="150" cy="64" r="5" fill="${band}"/>`,
} as const;

export interface HeadOptions {
  /** NPCs always wear a hat and sit on a darker, framed background. */
  npc?: boolean;
}

export function headSvg(key: string, size: number, { npc = false }: HeadOptions = {}): string {
  const r = seeded(key);
  const bgHue = r.hue();
  const skin = r.pick(SKINS);
  const hair = r.pick(HAIRS);
  const shirtHue = (bgHue + r.int(120, 240)) % 360;
  const style = r.pick(Object.keys(HAIR_STYLES) as (keyof typeof HAIR_STYLES)[]);
  const hatName = npc ? r.pick(Object.keys(HATS) as (keyof typeof HATS)[]) : r.next() < 0.2 ? r.pick(['bandana', 'crown'] as const) : null;
  const hatColor = hsl(r.hue(), 60, 45);
  const eyeY = 116 + r.int(-4, 4);
  const eyeGap = r.int(18, 24);
  const smile = r.int(4, 12);
  const beard = !npc ? r.next() < 0.15 : r.next() < 0.4;
  const stroke = 'rgba(0,0,0,.45)';

  const background = npc
    ? `<rect width="256" height="256" fill="${hsl(bgHue, 35, 22)}"/><rect x="8" y="8" width="240" height="240" rx="18" fill="none" stroke="${hsl(bgHue, 60, 55)}" stroke-width="6"/>`
    : `<rect width="256" height="256" fill="url(#bg)"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="${size}" height="${size}">
<defs><radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${hsl(bgHue, 70, 66)}"/><stop offset="1" stop-color="${hsl(bgHue, 60, 26)}"/></radialGradient></defs>
${background}
${style === 'long' || style === 'hood' ? HAIR_STYLES[style](style === 'hood' ? hsl(shirtHue, 45, 30) : hair) : ''}
<path d="M26 256c8-56 50-82 102-82s94 26 102 82z" fill="${hsl(shirtHue, 55, 45)}" stroke="${stroke}" stroke-width="3"/>
<path d="M104 174l24 26 24-26" fill="none" stroke="${hsl(shirtHue, 55, 28)}" stroke-width="6" stroke-linejoin="round"/>
<rect x="108" y="146" width="40" height="36" rx="12" fill="${skin}" stroke="${stroke}" stroke-width="3"/>
<ellipse cx="72" cy="120" rx="10" ry="14" fill="${skin}" stroke="${stroke}" stroke-width="3"/>
<ellipse cx="184" cy="120" rx="10" ry="14" fill="${skin}" stroke="${stroke}" stroke-width="3"/>
<ellipse cx="128" cy="112" rx="56" ry="62" fill="${skin}" stroke="${stroke}" stroke-width="3"/>
${beard ? `<path d="M76 122c4 44 24 62 52 62s48-18 52-62c-12 18-28 24-52 24s-40-6-52-24z" fill="${hair}"/>` : ''}
<ellipse cx="${128 - eyeGap}" cy="${eyeY}" rx="7" ry="9" fill="#1d1d2b"/>
<ellipse cx="${128 + eyeGap}" cy="${eyeY}" rx="7" ry="9" fill="#1d1d2b"/>
<circle cx="${128 - eyeGap + 2}" cy="${eyeY - 3}" r="2.5" fill="#fff"/>
<circle cx="${128 + eyeGap + 2}" cy="${eyeY - 3}" r="2.5" fill="#fff"/>
<path d="M${128 - eyeGap - 10} ${eyeY - 16}h18M${128 + eyeGap - 8} ${eyeY - 16}h18" stroke="${hair}" stroke-width="5" stroke-linecap="round"/>
<path d="M114 ${146 - smile / 2}q14 ${smile} 28 0" fill="none" stroke="#6b2b2b" stroke-width="4" stroke-linecap="round"/>
${style !== 'long' && style !== 'hood' ? HAIR_STYLES[style](hair) : style === 'long' ? `<path d="M72 112c2-40 26-64 56-64s54 24 56 64c-16-20-34-28-56-28s-40 8-56 28z" fill="${hair}"/>` : ''}
${hatName ? HATS[hatName](hatColor, hsl(r.hue(), 80, 60)) : ''}
</svg>`;
}
