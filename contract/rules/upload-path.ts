// Upload responses carry the stored path (e.g. "classes/m/Warrior.swf"); forms show it without the storage folder.
import { UPLOAD_PATH_PREFIXES } from './constants';

/** Removes the first matching storage prefix from UPLOAD_PATH_PREFIXES; other paths are returned unchanged. */
export function stripUploadPrefix(path: string): string {
  const prefix = UPLOAD_PATH_PREFIXES.find((candidate) => path.startsWith(candidate));
  return prefix === undefined ? path : path.slice(prefix.length);
}
