import { hsl, seeded } from '../seeded';

// Store package pictures: a gift box with ribbon and sparkles on a coloured backdrop.

export function storeBoxSvg(key: string, width: number): string {
  const r = seeded(`store:${key}`);
  const h = r.hue();
  const box = hsl((h + 180) % 360, 60, 48);
  const boxDark = hsl((h + 180) % 360, 55, 30);
  const ribbon = r.pick(['#f0c040', '#e84a5f', '#ffffff', '#45c4b0']);
  const sparkles = Array.from({ length: 7 }, () => {
    const x = r.int(20, 380);
    const y = r.int(16, 110);
    const s = r.int(4, 10);
    return `<path d="M${x} ${y - s}L${x + s / 3} ${y - s / 3} ${x + s} ${y} ${x + s / 3} ${y + s / 3} ${x} ${y + s} ${x - s / 3} ${y + s / 3} ${x - s} ${y} ${x - s / 3} ${y - s / 3}z" fill="#fff" opacity=".85"/>`;
  }).join('');
  const height = Math.round((width * 260) / 400);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 260" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 65, 60)}"/><stop offset="1" stop-color="${hsl(h, 60, 28)}"/></linearGradient></defs>
<rect width="400" height="260" fill="url(#bg)"/>
${sparkles}
<ellipse cx="200" cy="236" rx="110" ry="12" fill="rgba(0,0,0,.25)"/>
<rect x="110" y="128" width="180" height="104" rx="6" fill="${box}" stroke="${boxDark}" stroke-width="4"/>
<rect x="98" y="100" width="204" height="36" rx="6" fill="${box}" stroke="${boxDark}" stroke-width="4"/>
<rect x="186" y="100" width="28" height="132" fill="${ribbon}" stroke="${boxDark}" stroke-width="3"/>
<path d="M200 100c-20-34-64-34-56-8 6 16 38 10 56 8zM200 100c20-34 64-34 56-8-6 16-38 10-56 8z" fill="${ribbon}" stroke="${boxDark}" stroke-width="4" stroke-linejoin="round"/>
<rect x="110" y="136" width="180" height="10" fill="rgba(0,0,0,.15)"/>
</svg>`;
}
