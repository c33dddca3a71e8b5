import sharp from 'sharp';
import { headSvg } from '../../server/src/domain/images/draw/avatar';
import { bannerSvg } from '../../server/src/domain/images/draw/banner';
import { armorSvg, itemSvg } from '../../server/src/domain/images/draw/item';
import { storeBoxSvg } from '../../server/src/domain/images/draw/store-box';
import { svgToPng } from '../../server/src/domain/images/render';
import { encodeWebp } from '../../server/src/domain/images/variants';

// `node --import tsx scripts/bench/images.ts`: prints figures, asserts nothing.
// For each kind of picture /api/image/... draws: the PNG's bytes, the WebP's a browser gets instead
// (server/src/domain/images/variants.ts, the very function the server calls), and the time of that
// encoding the first time (cold: each picture is encoded once per process, then served from the LRU).
// AVIF (quality 50) is shown for comparison only: the server does not send it.

const pictures: [string, string][] = [
  ['player head 256x256 (player:1)', headSvg('player:1', 256)],
  ['player head 256x256 (player:2)', headSvg('player:2', 256)],
  ['item picture 128x128 (iwsword)', itemSvg('iwsword', 'id:1', 128, true)],
  ['item icon 16x16 (iwsword)', itemSvg('iwsword', 'iwsword', 16, false)],
  ['armor 256x256 (3)', armorSvg('3', 256)],
  ['guild banner 256x320 (1)', bannerSvg('1', 256)],
  ['NPC head 256x256 (1)', headSvg('npc:1', 256, { npc: true })],
  ['store box 400x260 (starter-pack)', storeBoxSvg('starter-pack.png', 400)],
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: string[][] = [['picture', 'PNG', 'WebP', 'saved', 'WebP encode (cold)', 'AVIF q50 (not sent)', 'AVIF encode']];
let png = 0;
let webp = 0;
for (const [name, svg] of pictures) {
  const source = await svgToPng(svg);
  const started = performance.now();
  const variant = await encodeWebp(source);
  const encodeMs = performance.now() - started;
  const webpBytes = variant.kind === 'webp' ? variant.body.length : source.body.length;
  const avifStarted = performance.now();
  const avif = await sharp(source.body).avif({ quality: 50 }).toBuffer();
  const avifMs = performance.now() - avifStarted;
  png += source.body.length;
  webp += webpBytes;
  rows.push([
    name,
    kb(source.body.length),
    kb(webpBytes) + (variant.kind === 'webp' ? '' : ' (PNG kept)'),
    `${Math.round((1 - webpBytes / source.body.length) * 100)} %`,
    `${encodeMs.toFixed(1)} ms`,
    kb(avif.length),
    `${avifMs.toFixed(1)} ms`,
  ]);
}
rows.push(['all of the above', kb(png), kb(webp), `${Math.round((1 - webp / png) * 100)} %`, '', '', '']);
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
