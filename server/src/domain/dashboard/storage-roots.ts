import type { Config } from '../../config';
import type { UploadStorageValue } from '@contract/rules/uploads';
import { gameFilesRoots } from '../play/game-files';
import { assetsRoot } from '../../lib/storage-paths';

/** Where an upload to `storage` is written, or undefined when this server has no such folder. */
export function uploadRoot(config: Pick<Config, 'ASSETS_DIR' | 'DATA_DIR' | 'GAME_FILES_DIR'>, storage: UploadStorageValue): string | undefined {
  return storage === 'game' ? gameFilesRoots(config).writable : assetsRoot(config);
}
