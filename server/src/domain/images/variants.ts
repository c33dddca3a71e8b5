import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageData } from './image';

// WebP answers for browsers that ask for them (a player head is a 28 KB PNG, some 4 KB as
// WebP). Only PNG and JPEG are converted: an SVG stays a drawing, a GIF may be animated, a WebP is
// one already. The pictures are flat-colour drawings with gradients: lossy quality 85 keeps edges and
// gradients clean at 4x zoom and is 4 to 7 times smaller than the PNG (lossless WebP only saves
// about 40 %); icons of 64x64 and under are encoded losslessly (exact pixels, the same size).
// A JPEG is converted too, but kept as it is unless the WebP is at least 10 % smaller: re-encoding
// a lossy picture costs some quality, which only a real saving pays for.

const WEBP_QUALITY = 85;
/** Pictures of at most this many pixels (64x64) are encoded losslessly. */
const LOSSLESS_MAX_PIXELS = 64 * 64;
/** A JPEG's WebP must be at most this share of its size to be sent instead. */
const JPEG_KEEP_RATIO = 0.9;
/** Decoding bound, as for uploads: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Part of every WebP ETag: the encoder settings and libwebp's version. A WebP ETag is derived from the
 * source's, so a 304 needs no encoding (a fresh process answers a revalidation at once), and every
 * process of the site gives the same ETag; another encoder gives other bytes, hence another tag.
 */
const SETTINGS_TAG = createHash('sha1')
  .update(`webp|q${WEBP_QUALITY}|ll${LOSSLESS_MAX_PIXELS}|jpeg${JPEG_KEEP_RATIO}|${sharp.versions.webp ?? ''}`)
  .digest('base64url')
  .slice(0, 8);

/** Whether the Accept header names image/webp (with a q above 0); a wildcard is not enough. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** An APNG carries an acTL chunk before its first IDAT; sharp would keep only its first frame. */
function isAnimatedPng(body: Buffer): boolean {
  const actl = body.indexOf('acTL');
  return actl > 0 && actl < body.indexOf('IDAT');
}

type Variant = { kind: 'webp'; body: Buffer } | { kind: 'original' };

/** Encodes one picture to WebP, or says to keep the original when that is not worth it. */
export async function encodeWebp(source: ImageData): Promise<Variant> {
  try {
    const image = sharp(source.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width = 0, height = 0 } = await image.metadata();
    // rotate(): the EXIF orientation is applied, as the browser would, before metadata is dropped.
    const lossless = width * height <= LOSSLESS_MAX_PIXELS;
    const body = await image
      .rotate()
      .webp(lossless ? { lossless: true } : { quality: WEBP_QUALITY })
      .toBuffer();
    const limit = source.contentType === 'image/jpeg' ? source.body.length * JPEG_KEEP_RATIO : source.body.length;
    return body.length < limit ? { kind: 'webp', body } : { kind: 'original' };
  } catch {
    // A file sharp cannot decode is sent as it is, as before.
    return { kind: 'original' };
  }
}

/**
 * The WebP variants of the pictures, encoded once per process and kept in a bounded LRU keyed by the
 * source's ETag (a hash of its bytes, so a replaced file is a new key). Nothing is shared between
 * processes: each encodes what it serves. Concurrent requests for a cold picture share one encoding.
 */
export class WebpVariants {
  /** At most 4,000 variants and 8 MB of them (a head is some 4 KB). */
  private readonly cache = new LRUCache<string, Variant, ImageData>({
    max: 4000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (v) => (v.kind === 'webp' ? v.body.length : 0) + 100,
    fetchMethod: (_key, _stale, { context }) => encodeWebp(context),
  });

  /** Whether a WebP may be sent instead of this picture: PNG (not animated) and JPEG only. */
  convertible(source: ImageData): boolean {
    if (source.contentType === 'image/jpeg') return true;
    return source.contentType === 'image/png' && !isAnimatedPng(source.body);
  }

  /** The ETag of the answer to a client that accepts WebP: derived from the source's, never equal to it. */
  etag(source: ImageData): string {
    return `"${source.etag.replace(/^"|"$/g, '')}.webp-${SETTINGS_TAG}"`;
  }

  /** What to send to a client that accepts WebP: the WebP, or the original (under the WebP ETag) when it is not smaller. */
  async webp(source: ImageData): Promise<ImageData> {
    const variant = await this.cache.fetch(source.etag, { context: source });
    const etag = this.etag(source);
    return variant?.kind === 'webp' ? { body: variant.body, contentType: 'image/webp', etag } : { ...source, etag };
  }
}
