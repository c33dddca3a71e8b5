import sharp from 'sharp';
import type { UploadKind } from '@contract/rules/uploads';
import { UPLOAD_MAX_IMAGE_SIDE } from '@contract/rules/uploads';

/** Largest uncompressed size a compressed SWF may declare (a sanity bound on the header). */
const MAX_SWF_DECLARED_BYTES = 64 * 1024 * 1024;

const startsWith = (data: Buffer, ...bytes: number[]) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
const ascii = (data: Buffer, start: number, text: string) => data.subarray(start, start + text.length).toString('latin1') === text;

/**
 * The kind of a file from its first bytes (magic numbers), never from its name or the browser's
 * MIME type. Null for anything else.
 */
export function sniffKind(data: Buffer): UploadKind | null {
  if (startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(data, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(data, 0, 'GIF87a') || ascii(data, 0, 'GIF89a')) return 'gif';
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WEBP')) return 'webp';
  if ((ascii(data, 0, 'FWS') || ascii(data, 0, 'CWS') || ascii(data, 0, 'ZWS')) && data.length >= 8) return 'swf';
  return null;
}

/** Why the content does not hold up as the sniffed kind, or null when it does. */
export async function contentProblem(kind: UploadKind, data: Buffer): Promise<string | null> {
  if (kind === 'swf') {
    const version = data[3];
    const declared = data.readUInt32LE(4);
    if (version < 1 || version > 60) return 'is not a valid SWF file';
    // An uncompressed SWF states its exact length; a compressed one its length once inflated.
    if (ascii(data, 0, 'FWS') ? declared !== data.length : declared < 8 || declared > MAX_SWF_DECLARED_BYTES) return 'is not a valid SWF file';
    return null;
  }
  try {
    const meta = await sharp(data, { failOn: 'error' }).metadata();
    if (meta.format !== kind || !meta.width || !meta.height) return `is not a valid ${kind.toUpperCase()} image`;
    if (meta.width > UPLOAD_MAX_IMAGE_SIDE || meta.height > UPLOAD_MAX_IMAGE_SIDE) {
      return `must be at most ${UPLOAD_MAX_IMAGE_SIDE} × ${UPLOAD_MAX_IMAGE_SIDE} pixels`;
    }
    return null;
  } catch {
    return `is not a valid ${kind.toUpperCase()} image`;
  }
}
