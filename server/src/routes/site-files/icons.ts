import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** The site's icon drawn at the sizes home screens, tabs and bookmarks ask for. */
interface IconSpec {
  size: number;
  /** The shield's share of the side: a maskable icon keeps it inside the central safe zone. */
  scale: number;
  /** Home screens show a transparent icon on black or white: those get the site's dark colour. */
  background?: string;
}

export const SITE_COLOR = '#1f2330';

export const ICONS = {
  'icons/icon-192.png': { size: 192, scale: 0.8, background: SITE_COLOR },
  'icons/icon-512.png': { size: 512, scale: 0.8, background: SITE_COLOR },
  'icons/maskable-512.png': { size: 512, scale: 0.6, background: SITE_COLOR },
  'apple-touch-icon.png': { size: 180, scale: 0.8, background: SITE_COLOR },
} satisfies Record<string, IconSpec>;

export type IconFile = keyof typeof ICONS;

/** Draws the shield of favicon.svg, sharp at the asked size (rendered at that density, not scaled up). */
export async function drawIcon(svgFile: string, { size, scale, background }: IconSpec): Promise<Buffer> {
  const svg = readFileSync(svgFile);
  const inner = Math.round(size * scale);
  const width = Number(/viewBox="0 0 (\d+)/.exec(svg.toString())?.[1] ?? 64);
  const shield = await sharp(svg, { density: (72 * inner) / width })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: shield, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * favicon.ico for the clients that ask for it whatever the page declares (feed readers, bookmarks,
 * old browsers): an ICO file whose images are PNGs, which every reader of the format since Windows
 * Vista accepts. The header and directory are the whole format.
 */
export async function drawFavicon(svgFile: string): Promise<Buffer> {
  const sizes = [16, 32, 48];
  const images = await Promise.all(sizes.map((size) => drawIcon(svgFile, { size, scale: 1 })));
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon, not a cursor
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(images[i].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([header, ...images]);
}

/** The drawing every icon is made from (the build copies it to /favicon.svg). */
export const FAVICON_SVG = fileURLToPath(new URL('../../../../public/favicon.svg', import.meta.url));
