// A tiny writer for uncompressed SWF files (the "FWS" container of the SWF File Format
// Specification, version 10): enough to describe a static or simply animated vector scene with
// solid-filled shapes. No ActionScript, no fonts, no bitmaps: the demo loader is drawn from
// rectangles and polygons only, so the file we ship is built entirely from this repository.

/** Coordinates in SWF are twips: 1/20 of a pixel. */
export const TWIPS_PER_PIXEL = 20;
export const px = (pixels: number) => Math.round(pixels * TWIPS_PER_PIXEL);

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a?: number;
}

/** Parses "#rrggbb" or "#rrggbbaa". */
export function color(hex: string): Rgba {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i.exec(hex);
  if (!m) throw new Error(`Not a colour: ${hex}`);
  return { r: parseInt(m[1], 16), g: parseInt(m[2], 16), b: parseInt(m[3], 16), a: m[4] === undefined ? 255 : parseInt(m[4], 16) };
}

/** Bits needed for a signed value (two's complement, at least 1). */
export function signedBits(...values: number[]): number {
  let bits = 1;
  for (const v of values) {
    const magnitude = v < 0 ? -v - 1 : v;
    let n = 1;
    while (magnitude >= 2 ** (n - 1)) n++;
    bits = Math.max(bits, n);
  }
  return bits;
}

/** Bits needed for an unsigned value (at least 1). */
export function unsignedBits(value: number): number {
  let n = 1;
  while (value >= 2 ** n) n++;
  return n;
}

/** Writes bit fields most significant bit first, as SWF records are laid out. */
export class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;

  unsigned(value: number, bits: number): this {
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** bits) throw new RangeError(`${value} does not fit in ${bits} unsigned bits`);
    for (let i = bits - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
    return this;
  }

  signed(value: number, bits: number): this {
    const limit = 2 ** (bits - 1);
    if (!Number.isInteger(value) || value < -limit || value >= limit) throw new RangeError(`${value} does not fit in ${bits} signed bits`);
    return this.unsigned(value < 0 ? value + 2 ** bits : value, bits);
  }

  flag(value: boolean): this {
    return this.bit(value ? 1 : 0);
  }

  private bit(b: number): this {
    this.current = (this.current << 1) | b;
    this.used++;
    if (this.used === 8) this.flush();
    return this;
  }

  private flush() {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }

  /** Pads the last byte with zero bits (SWF byte-aligns after each record). */
  toBytes(): Uint8Array {
    if (this.used > 0) {
      this.current <<= 8 - this.used;
      this.flush();
    }
    return Uint8Array.from(this.bytes);
  }
}

/** Writes little-endian byte fields. */
export class ByteWriter {
  private readonly chunks: Uint8Array[] = [];
  length = 0;

  bytes(data: Uint8Array): this {
    this.chunks.push(data);
    this.length += data.length;
    return this;
  }
  u8(v: number): this {
    return this.bytes(Uint8Array.of(v & 0xff));
  }
  u16(v: number): this {
    return this.bytes(Uint8Array.of(v & 0xff, (v >>> 8) & 0xff));
  }
  u32(v: number): this {
    return this.bytes(Uint8Array.of(v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff));
  }
  rgb(c: Rgba): this {
    return this.u8(c.r).u8(c.g).u8(c.b);
  }
  rgba(c: Rgba): this {
    return this.rgb(c).u8(c.a ?? 255);
  }
  toBytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const c of this.chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  }
}

export interface Rect {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** RECT record (twips). */
export function encodeRect({ xMin, xMax, yMin, yMax }: Rect): Uint8Array {
  const n = signedBits(xMin, xMax, yMin, yMax);
  return new BitWriter().unsigned(n, 5).signed(xMin, n).signed(xMax, n).signed(yMin, n).signed(yMax, n).toBytes();
}

/** MATRIX record with a translation only (twips). */
export function encodeTranslate(x: number, y: number): Uint8Array {
  const n = x === 0 && y === 0 ? 0 : signedBits(x, y);
  const w = new BitWriter().flag(false).flag(false).unsigned(n, 5);
  if (n > 0) w.signed(x, n).signed(y, n);
  return w.toBytes();
}

export const TagCode = {
  End: 0,
  ShowFrame: 1,
  SetBackgroundColor: 9,
  PlaceObject2: 26,
  DefineShape3: 32,
  FileAttributes: 69,
} as const;

/** RECORDHEADER + body: short form below 63 bytes, long form otherwise. */
export function encodeTag(code: number, body: Uint8Array = new Uint8Array()): Uint8Array {
  const w = new ByteWriter();
  if (body.length < 0x3f) w.u16((code << 6) | body.length);
  else w.u16((code << 6) | 0x3f).u32(body.length);
  return w.bytes(body).toBytes();
}

/** A closed polygon in pixels, filled with one colour. */
export interface Polygon {
  points: readonly (readonly [number, number])[];
  fill: Rgba;
}

/**
 * DefineShape3 (RGBA colours) made of solid-filled closed polygons. Each polygon selects its
 * fill as FillStyle1 and is drawn with straight edges from its first point back to it.
 */
export function encodeShape(id: number, polygons: readonly Polygon[]): Uint8Array {
  if (polygons.length === 0) throw new Error('A shape needs at least one polygon');
  const fills: Rgba[] = [];
  const fillIndex = (c: Rgba) => {
    const at = fills.findIndex((f) => f.r === c.r && f.g === c.g && f.b === c.b && (f.a ?? 255) === (c.a ?? 255));
    if (at >= 0) return at + 1;
    fills.push(c);
    return fills.length;
  };
  const indexes = polygons.map((p) => fillIndex(p.fill));
  if (fills.length > 254) throw new Error('Too many fill colours in one shape');

  const allX = polygons.flatMap((p) => p.points.map(([x]) => px(x)));
  const allY = polygons.flatMap((p) => p.points.map(([, y]) => px(y)));
  const bounds = { xMin: Math.min(...allX), xMax: Math.max(...allX), yMin: Math.min(...allY), yMax: Math.max(...allY) };

  const body = new ByteWriter().u16(id).bytes(encodeRect(bounds));
  body.u8(fills.length);
  for (const f of fills) body.u8(0x00).rgba(f); // solid fill
  body.u8(0); // no line styles

  const fillBits = unsignedBits(fills.length);
  const records = new BitWriter().unsigned(fillBits, 4).unsigned(0, 4);
  polygons.forEach((polygon, i) => {
    const [start, ...rest] = polygon.points.map(([x, y]) => [px(x), px(y)] as const);
    // StyleChangeRecord: move to the first point and select the fill.
    const moveBits = signedBits(start[0], start[1]);
    records.flag(false).flag(false).flag(false).flag(true).flag(false).flag(true);
    records.unsigned(moveBits, 5).signed(start[0], moveBits).signed(start[1], moveBits);
    records.unsigned(indexes[i], fillBits);
    let [cx, cy] = start;
    for (const [x, y] of [...rest, start]) {
      const dx = x - cx;
      const dy = y - cy;
      if (dx === 0 && dy === 0) continue;
      const bits = Math.max(2, signedBits(dx, dy));
      records
        .flag(true)
        .flag(true)
        .unsigned(bits - 2, 4);
      if (dx !== 0 && dy !== 0) records.flag(true).signed(dx, bits).signed(dy, bits);
      else if (dx !== 0) records.flag(false).flag(false).signed(dx, bits);
      else records.flag(false).flag(true).signed(dy, bits);
      [cx, cy] = [x, y];
    }
  });
  records.unsigned(0, 6); // EndShapeRecord
  body.bytes(records.toBytes());
  return encodeTag(TagCode.DefineShape3, body.toBytes());
}

/** PlaceObject2: put a character at a depth (or move what is there) at a pixel offset. */
export function encodePlace(depth: number, options: { characterId?: number; x?: number; y?: number; move?: boolean }): Uint8Array {
  const hasCharacter = options.characterId !== undefined;
  const flags = (1 << 2) /* HasMatrix */ | (hasCharacter ? 1 << 1 : 0) | (options.move ? 1 : 0);
  const w = new ByteWriter().u8(flags).u16(depth);
  if (hasCharacter) w.u16(options.characterId!);
  w.bytes(encodeTranslate(px(options.x ?? 0), px(options.y ?? 0)));
  return encodeTag(TagCode.PlaceObject2, w.toBytes());
}

export interface MovieOptions {
  /** Stage size in pixels. */
  width: number;
  height: number;
  frameRate: number;
  background: Rgba;
  version?: number;
}

/** Assembles a whole uncompressed SWF: header, FileAttributes, background, the given tags, End. */
export class Movie {
  private readonly tags: Uint8Array[] = [];
  private frames = 0;
  private nextId = 1;

  constructor(private readonly options: MovieOptions) {}

  /** Defines a shape and answers its character id. */
  defineShape(polygons: readonly Polygon[]): number {
    const id = this.nextId++;
    this.tags.push(encodeShape(id, polygons));
    return id;
  }

  place(depth: number, characterId: number, x = 0, y = 0): this {
    this.tags.push(encodePlace(depth, { characterId, x, y }));
    return this;
  }

  move(depth: number, x: number, y: number): this {
    this.tags.push(encodePlace(depth, { move: true, x, y }));
    return this;
  }

  showFrame(): this {
    this.tags.push(encodeTag(TagCode.ShowFrame));
    this.frames++;
    return this;
  }

  toBytes(): Uint8Array {
    const { width, height, frameRate, background, version = 10 } = this.options;
    if (this.frames === 0) throw new Error('A movie needs at least one frame');
    // FileAttributes must come first from SWF 8 on; all flags off: an AVM1 movie without scripts
    // and without network access of its own.
    const fileAttributes = encodeTag(TagCode.FileAttributes, new ByteWriter().u32(0).toBytes());
    const backgroundTag = encodeTag(TagCode.SetBackgroundColor, new ByteWriter().rgb(background).toBytes());
    const rest = new ByteWriter().bytes(fileAttributes).bytes(backgroundTag);
    for (const t of this.tags) rest.bytes(t);
    rest.bytes(encodeTag(TagCode.End));

    const frameRect = encodeRect({ xMin: 0, xMax: px(width), yMin: 0, yMax: px(height) });
    const header = new ByteWriter()
      .bytes(Uint8Array.of(0x46, 0x57, 0x53)) // "FWS": uncompressed
      .u8(version);
    const afterLength = new ByteWriter()
      .bytes(frameRect)
      .u16(Math.round(frameRate * 256)) // 8.8 fixed point
      .u16(this.frames);
    const total = header.length + 4 + afterLength.length + rest.length;
    return new ByteWriter().bytes(header.toBytes()).u32(total).bytes(afterLength.toBytes()).bytes(rest.toBytes()).toBytes();
  }
}
