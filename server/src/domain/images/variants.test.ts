import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageData } from './image';
import { acceptsWebp, encodeWebp, WebpVariants } from './variants';

// The WebP variants: which clients get them, which pictures, and their ETags.

const solid = (size: number, color: string) => sharp({ create: { width: size, height: size, channels: 4, background: color } });

describe('acceptsWebp', () => {
  it('needs image/webp named with a q above 0: a wildcard is not enough', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp,*/*')).toBe(true);
    expect(acceptsWebp(' IMAGE/WEBP ; q=0.3')).toBe(true);
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp;q=0.0, image/png')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
  });
});

describe('WebpVariants', () => {
  it('converts PNG and JPEG only, never an animated PNG', async () => {
    const variants = new WebpVariants();
    const png = await solid(8, '#ff0000').png().toBuffer();
    expect(variants.convertible(imageData(png, 'image/png'))).toBe(true);
    expect(variants.convertible(imageData(await solid(8, '#ff0000').jpeg().toBuffer(), 'image/jpeg'))).toBe(true);
    for (const type of ['image/gif', 'image/svg+xml', 'image/webp']) expect(variants.convertible(imageData(png, type)), type).toBe(false);
    // An APNG: acTL comes before the first IDAT.
    const idat = png.indexOf('IDAT');
    const apng = Buffer.concat([png.subarray(0, idat - 4), Buffer.from('\0\0\0\x08acTL\0\0\0\x02\0\0\0\0\0\0\0\0', 'latin1'), png.subarray(idat - 4)]);
    expect(variants.convertible(imageData(apng, 'image/png'))).toBe(false);
  });

  it('derives the ETag from the source: the same in every process, never the source one', () => {
    const source = imageData(Buffer.from('picture'), 'image/png');
    const a = new WebpVariants().etag(source);
    expect(a).toBe(new WebpVariants().etag(source));
    expect(a).not.toBe(source.etag);
    expect(a).toMatch(/^"[A-Za-z0-9_-]+\.webp-[A-Za-z0-9_-]{8}"$/);
    expect(new WebpVariants().etag(imageData(Buffer.from('other'), 'image/png'))).not.toBe(a);
  });

  it('encodes once, and sends the original (under the WebP ETag) when the WebP is not smaller', async () => {
    const variants = new WebpVariants();
    const source = imageData(await solid(200, '#3366cc').png().toBuffer(), 'image/png');
    const first = await variants.webp(source);
    expect(first.contentType).toBe('image/webp');
    expect(first.etag).toBe(variants.etag(source));
    expect(await variants.webp(source)).toEqual(first);
    expect((await variants.webp(source)).body).toBe(first.body);

    // A JPEG of noise at low quality: its quality-85 WebP is larger, so the JPEG stays.
    const noise = Buffer.from(Array.from({ length: 128 * 128 * 3 }, (_, i) => (i * 2654435761) % 251));
    const jpeg = imageData(
      await sharp(noise, { raw: { width: 128, height: 128, channels: 3 } })
        .jpeg({ quality: 30 })
        .toBuffer(),
      'image/jpeg',
    );
    const kept = await variants.webp(jpeg);
    expect(kept.contentType).toBe('image/jpeg');
    expect(kept.body).toBe(jpeg.body);
    expect(kept.etag).toBe(variants.etag(jpeg));
    // A file sharp cannot read is sent as it is.
    expect(await encodeWebp(imageData(Buffer.from('not a picture'), 'image/png'))).toEqual({ kind: 'original' });
  });

  it('applies the JPEG orientation before dropping its metadata', async () => {
    // 20x10 pixels, EXIF orientation 6 (turn 90° clockwise): the browser shows it 10x20.
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#884422' } })
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await encodeWebp(imageData(jpeg, 'image/jpeg'));
    expect(out.kind).toBe('webp');
    if (out.kind !== 'webp') return;
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
  });
});
