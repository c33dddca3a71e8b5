import { createHash } from 'node:crypto';

// Generated images must be the same picture for the same key on every server (several
// processes behind one load balancer), so all randomness comes from a hash of the key.

export interface Seeded {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** A hue in degrees. */
  hue(): number;
}

/** mulberry32 seeded from sha256(key): tiny, fast and good enough for choosing colours and shapes. */
export function seeded(key: string): Seeded {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (list) => list[int(0, list.length - 1)], hue: () => int(0, 359) };
}

export const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

/** Main, dark (outline) and light (highlight) tones of one hue. */
export const tones = (h: number) => ({ main: hsl(h, 65, 55), dark: hsl(h, 55, 22), light: hsl(h, 85, 82) });
