import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoLoader } from '../../../../scripts/swf/demo-loader';
import { BitWriter, encodeRect, encodeTag, signedBits } from '../../../../scripts/swf/swf-writer';
import { DEMO_GAME_FILES_DIR } from './game-files';

// The demo loader SWF is generated from our own source (scripts/swf) and committed; this checks the
// committed file is exactly what the generator makes, and that it is a well-formed SWF 10 movie.

/** Reads the header and the tag list of an uncompressed SWF. */
function readSwf(data: Buffer) {
  const signature = data.toString('latin1', 0, 3);
  const version = data[3];
  const fileLength = data.readUInt32LE(4);
  const nbits = data[8] >> 3;
  let bit = 8 * 8 + 5;
  const readSigned = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++, bit++) v = v * 2 + ((data[bit >> 3] >> (7 - (bit & 7))) & 1);
    return v >= 2 ** (n - 1) ? v - 2 ** n : v;
  };
  const [xMin, xMax, yMin, yMax] = [readSigned(nbits), readSigned(nbits), readSigned(nbits), readSigned(nbits)];
  let offset = Math.ceil(bit / 8);
  const frameRate = data.readUInt16LE(offset) / 256;
  const frameCount = data.readUInt16LE(offset + 2);
  offset += 4;
  const tags: number[] = [];
  while (offset < data.length) {
    const header = data.readUInt16LE(offset);
    offset += 2;
    let length = header & 0x3f;
    if (length === 0x3f) {
      length = data.readUInt32LE(offset);
      offset += 4;
    }
    tags.push(header >> 6);
    offset += length;
  }
  return { signature, version, fileLength, frame: { xMin, xMax, yMin, yMax }, frameRate, frameCount, tags, end: offset };
}

describe('the SWF writer', () => {
  it('writes bit fields most significant bit first, padded', () => {
    expect([...new BitWriter().unsigned(5, 3).signed(-1, 2).toBytes()]).toEqual([0b10111000]);
  });

  it('sizes signed fields to fit', () => {
    expect(signedBits(0)).toBe(1);
    expect(signedBits(1)).toBe(2);
    expect(signedBits(-1)).toBe(1);
    expect(signedBits(19200)).toBe(16);
    expect(signedBits(-20, 20)).toBe(6);
  });

  it('encodes RECT and record headers as the format specifies', () => {
    // The stage of 960 × 550 px in twips needs 16-bit fields.
    const rect = encodeRect({ xMin: 0, xMax: 19200, yMin: 0, yMax: 11000 });
    expect(rect[0] >> 3).toBe(16);
    expect(rect.length).toBe(Math.ceil((5 + 4 * 16) / 8));
    expect([...encodeTag(1)]).toEqual([0x40, 0x00]);
    const long = encodeTag(32, new Uint8Array(100));
    expect(long[0] | (long[1] << 8)).toBe((32 << 6) | 0x3f);
    expect(long.length).toBe(2 + 4 + 100);
  });
});

describe('the demo loader', () => {
  const bytes = Buffer.from(buildDemoLoader());

  it('is an uncompressed SWF 10 movie of 960 × 550 pixels whose length header is exact', () => {
    const swf = readSwf(bytes);
    expect(swf.signature).toBe('FWS');
    expect(swf.version).toBe(10);
    expect(swf.fileLength).toBe(bytes.length);
    expect(swf.frame).toEqual({ xMin: 0, xMax: 960 * 20, yMin: 0, yMax: 550 * 20 });
    expect(swf.frameRate).toBe(24);
    expect(swf.end).toBe(bytes.length);
  });

  it('has FileAttributes first, a background, shapes, placements, one ShowFrame per frame and End last', () => {
    const swf = readSwf(bytes);
    expect(swf.tags[0]).toBe(69);
    expect(swf.tags[1]).toBe(9);
    expect(swf.tags.filter((t) => t === 32).length).toBeGreaterThanOrEqual(3);
    expect(swf.tags).toContain(26);
    expect(swf.tags.filter((t) => t === 1).length).toBe(swf.frameCount);
    expect(swf.tags.at(-1)).toBe(0);
    expect(swf.tags.filter((t) => t === 0).length).toBe(1);
  });

  it('is the same on every run, and the committed game-files/loader.swf matches it', () => {
    expect(Buffer.from(buildDemoLoader()).equals(bytes)).toBe(true);
    const committed = readFileSync(path.join(DEMO_GAME_FILES_DIR, 'loader.swf'));
    expect(committed.equals(bytes), 'run: node --import tsx scripts/swf/generate-demo.ts').toBe(true);
  });

  it('stays small', () => {
    expect(bytes.length).toBeLessThan(64 * 1024);
  });
});
