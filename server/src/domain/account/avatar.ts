import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { avatarUploadPath } from '../../lib/storage-paths';
import type { SharedFileStore } from '../files/shared-files';
import sharp from 'sharp';

// Uploaded avatars. File-layout convention shared with the image routes: the picture of player
// {id} is avatars/{id}.png, in the shared file store when the site has one (every process sees it),
// else DATA_DIR/uploads/avatars/{id}.png; users.ProfileVersion is bumped on every change so
// /api/image/avatar/player/head/{id}/{ProfileVersion} is a new URL (caches refresh).

export interface AvatarStorage {
  dataDir: string;
  shared: SharedFileStore | null;
}

/** The avatar's path in the shared store's "avatars" area. */
const avatarFileName = (userId: number) => `${userId}.png`;

const AVATAR_SIZE = 256;
/** Decoding bound: a small file can still claim a huge canvas (decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const AVATAR_TYPE_TEXT = 'The avatar must be a PNG, JPEG, WebP or GIF image.';

export class InvalidImage extends Error {}

/**
 * Checks the upload is really an image by decoding it (the browser's type and the file name are
 * not trusted), then makes a square AVATAR_SIZE PNG of it, EXIF orientation applied and metadata dropped.
 */
export async function normaliseAvatar(data: Buffer): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new InvalidImage(AVATAR_TYPE_TEXT);
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).png().toBuffer();
  } catch (e) {
    if (e instanceof InvalidImage) throw e;
    throw new InvalidImage(AVATAR_TYPE_TEXT);
  }
}

/** Writes the avatar next to its final name, then renames: a reader never sees half a file. */
export async function storeAvatar(storage: AvatarStorage, userId: number, png: Buffer): Promise<void> {
  if (storage.shared) {
    await storage.shared.putAll('avatars', [{ path: avatarFileName(userId), body: png, contentType: 'image/png' }]);
    return;
  }
  const file = avatarUploadPath(storage.dataDir, userId);
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, png);
  await rename(tmp, file);
}

/** Removes it from both places: a file left on disk from before the shared store would show again. */
export async function removeAvatar(storage: AvatarStorage, userId: number): Promise<void> {
  await storage.shared?.remove('avatars', avatarFileName(userId));
  await rm(avatarUploadPath(storage.dataDir, userId), { force: true });
}

export async function hasUploadedAvatar(storage: AvatarStorage, userId: number): Promise<boolean> {
  if (storage.shared && (await storage.shared.exists('avatars', avatarFileName(userId)))) return true;
  return existsSync(avatarUploadPath(storage.dataDir, userId));
}
