import path from 'node:path';
import type { Config } from '../../config';
import type { UploadStorageValue } from '@contract/forms/dashboard-upload';
import { gameFilesRoots } from '../play/game-files';

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

/** Where an upload to `storage` is written, or undefined when this server has no such folder. */
export function uploadRoot(config: Pick<Config, 'ASSETS_DIR' | 'DATA_DIR' | 'GAME_FILES_DIR'>, storage: UploadStorageValue): string | undefined {
  return storage === 'game' ? gameFilesRoots(config).writable : assetsRoot(config);
}
