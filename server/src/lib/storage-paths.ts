import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';

// Where files live under DATA_DIR and ASSETS_DIR, in one place: writers (avatar upload, dashboard
// upload) and readers (the image routes) must agree.

/** DATA_DIR/uploads; in-memory test apps use a folder under the system temp dir. */
function uploadsDir(dataDir: string): string {
  return dataDir === ':memory:' ? path.join(tmpdir(), 'guildhall-memory-data', 'uploads') : path.resolve(dataDir, 'uploads');
}

export const avatarUploadsDir = (dataDir: string) => path.join(uploadsDir(dataDir), 'avatars');

/** Where player `userId`'s uploaded avatar lives (the image route serves it when it exists). */
export const avatarUploadPath = (dataDir: string, userId: number) => path.join(avatarUploadsDir(dataDir), `${userId}.png`);

/**
 * The website images folder: ASSETS_DIR when set, else DATA_DIR/assets. The /api/image/… routes
 * read files there with the layout of their paths (e.g. assets/item/original/iwsword.png).
 * Undefined only for an in-memory DATA_DIR without ASSETS_DIR (tests).
 */
export function assetsRoot(config: Pick<Config, 'ASSETS_DIR' | 'DATA_DIR'>): string | undefined {
  if (config.ASSETS_DIR) return path.resolve(config.ASSETS_DIR);
  if (config.DATA_DIR === ':memory:') return undefined;
  return path.resolve(config.DATA_DIR, 'assets');
}
