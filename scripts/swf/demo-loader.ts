// The demo world's "loader.swf": a night scene with the guildhall, a title banner and a coin that
// rolls across the stage, so the play page shows a real SWF running in Ruffle out of the box.
// It is deterministic: the same source always gives the same bytes (a test checks the committed file).

import { GAME_HEIGHT, GAME_WIDTH } from '../../contract/rules/constants';
import { textPolygons, textWidth } from './pixel-font';
import { color, Movie, type Polygon, type Rgba } from './swf-writer';

const W = GAME_WIDTH;
const H = GAME_HEIGHT;
const FRAME_RATE = 24;
/** Frames for one crossing of the coin (4 seconds), then the movie loops. */
const COIN_FRAMES = 96;

const rect = (x: number, y: number, w: number, h: number, fill: Rgba): Polygon => ({
  fill,
  points: [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ],
});
const poly = (fill: Rgba, ...points: [number, number][]): Polygon => ({ fill, points });
/** A regular polygon approximating a circle. */
const disc = (cx: number, cy: number, r: number, fill: Rgba, sides = 16): Polygon => ({
  fill,
  points: Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * 2 * Math.PI;
    return [Math.round((cx + r * Math.cos(a)) * 20) / 20, Math.round((cy + r * Math.sin(a)) * 20) / 20] as [number, number];
  }),
});
/** Centered text. */
const centered = (text: string, y: number, scale: number, fill: Rgba) => textPolygons(text, Math.round((W - textWidth(text, scale)) / 2), y, scale, fill);

function sky(): Polygon[] {
  const bands = ['#121a33', '#16203d', '#1a2647', '#1e2c51', '#23335b', '#283a65'];
  const bandHeight = 60;
  const stars: Polygon[] = [];
  // A fixed pseudo-random scatter (linear congruential), the same on every run.
  let s = 7;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 70; i++) {
    const size = next() < 0.2 ? 3 : 2;
    stars.push(rect(Math.floor(next() * W), Math.floor(next() * 300), size, size, color(next() < 0.3 ? '#ffe9a8' : '#dfe7ff')));
  }
  return [
    ...bands.map((c, i) => rect(0, i * bandHeight, W, bandHeight + 1, color(c))),
    rect(0, bands.length * bandHeight, W, H - bands.length * bandHeight, color('#2d416f')),
    ...stars,
    disc(820, 90, 42, color('#f4efd2'), 24),
    disc(838, 80, 40, color('#121a33'), 24), // the crescent's shadow
  ];
}

function land(): Polygon[] {
  return [
    poly(color('#1c3b2f'), [0, 420], [140, 360], [300, 400], [470, 350], [640, 395], [800, 345], [960, 390], [960, 550], [0, 550]),
    poly(color('#24503c'), [0, 460], [200, 430], [420, 455], [620, 428], [820, 450], [960, 440], [960, 550], [0, 550]),
    rect(0, 500, W, 50, color('#2e6147')),
    // The road to the door.
    poly(color('#8a7350'), [455, 500], [505, 500], [540, 550], [420, 550]),
  ];
}

function guildhall(): Polygon[] {
  const stone = color('#6b6f80');
  const stoneDark = color('#555a6b');
  const roof = color('#7a1f2b');
  const light = color('#ffcf5c');
  return [
    // Towers.
    rect(330, 300, 60, 200, stoneDark),
    poly(roof, [322, 300], [360, 235], [398, 300]),
    rect(570, 300, 60, 200, stoneDark),
    poly(roof, [562, 300], [600, 235], [638, 300]),
    // Main hall and its roof.
    rect(380, 350, 200, 150, stone),
    poly(roof, [368, 350], [480, 275], [592, 350]),
    // Door and windows.
    rect(460, 430, 40, 70, color('#3b2a1c')),
    rect(478, 430, 4, 70, color('#2a1d13')),
    rect(405, 380, 24, 30, light),
    rect(531, 380, 24, 30, light),
    rect(348, 330, 20, 26, light),
    rect(588, 330, 20, 26, light),
    rect(468, 300, 24, 24, light),
    // Flag on the central roof.
    rect(479, 230, 3, 48, color('#d9d9d9')),
    poly(color('#f5c542'), [482, 232], [512, 240], [482, 250]),
  ];
}

function banner(): Polygon[] {
  const ribbon = color('#7a1f2b');
  const ribbonDark = color('#5a1520');
  const gold = color('#f5c542');
  const title = 'GUILDHALL';
  const scale = 8;
  const width = textWidth(title, scale) + 80;
  const left = (W - width) / 2;
  const top = 40;
  const height = 7 * scale + 40;
  return [
    // Ribbon tails with notches, then the band, then the title.
    poly(
      ribbonDark,
      [left - 50, top + 20],
      [left + 10, top + 20],
      [left + 10, top + height + 20],
      [left - 50, top + height + 20],
      [left - 30, top + 20 + height / 2],
    ),
    poly(
      ribbonDark,
      [left + width - 10, top + 20],
      [left + width + 50, top + 20],
      [left + width + 30, top + 20 + height / 2],
      [left + width + 50, top + height + 20],
      [left + width - 10, top + height + 20],
    ),
    rect(left, top, width, height, ribbon),
    rect(left + 6, top + 6, width - 12, 3, gold),
    rect(left + 6, top + height - 9, width - 12, 3, gold),
    ...centered(title, top + 20, scale, gold),
    ...centered('DEMO WORLD', top + height + 34, 4, color('#e8e3cf')),
  ];
}

function caption(): Polygon[] {
  return [rect(0, 522, W, 28, color('#000000a0')), ...centered('RUNNING IN RUFFLE - PUT THE REAL GAME FILES IN GAME_FILES_DIR', 529, 2, color('#e8e3cf'))];
}

function coin(): Polygon[] {
  return [disc(0, 0, 14, color('#b8860b'), 20), disc(0, 0, 11, color('#f5c542'), 20), rect(-2, -7, 4, 14, color('#b8860b'))];
}

/** Builds the demo loader movie. */
export function buildDemoLoader(): Uint8Array {
  const movie = new Movie({ width: W, height: H, frameRate: FRAME_RATE, background: color('#121a33') });
  const scenery = movie.defineShape([...sky(), ...land()]);
  const hall = movie.defineShape(guildhall());
  const title = movie.defineShape([...banner(), ...caption()]);
  const coinId = movie.defineShape(coin());
  movie.place(1, scenery).place(2, hall).place(3, title);

  // The coin rolls along the grass, hopping once per crossing.
  const path = (frame: number) => {
    const t = frame / COIN_FRAMES;
    const x = Math.round(-20 + t * (W + 40));
    const y = Math.round(486 - Math.max(0, Math.sin(t * Math.PI * 6)) * 26);
    return [x, y] as const;
  };
  movie.place(4, coinId, ...path(0)).showFrame();
  for (let frame = 1; frame < COIN_FRAMES; frame++) movie.move(4, ...path(frame)).showFrame();
  return movie.toBytes();
}
