import { createHash } from 'node:crypto';

/** An encoded image ready to send. */
export interface ImageData {
  body: Buffer;
  contentType: string;
  /** Strong validator: a hash of the bytes, quoted. */
  etag: string;
}

const strongEtag = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export const imageData = (body: Buffer, contentType: string): ImageData => ({ body, contentType, etag: strongEtag(body) });

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

/** Extensions looked for under ASSETS_DIR, in order of preference. */
export const IMAGE_EXTENSIONS = Object.keys(TYPES);

export const contentTypeFor = (fileName: string): string | null => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (TYPES[fileName.slice(dot).toLowerCase()] ?? null);
};
