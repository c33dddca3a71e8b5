import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** Names a request may use for a file: letters, digits, _ and -, dot-separated; never "..", "/" or "\". */
export const SAFE_FILE_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
export const MAX_FILE_NAME_LENGTH = 128;

export const isSafeFileName = (name: string) => name.length <= MAX_FILE_NAME_LENGTH && SAFE_FILE_NAME.test(name);

/**
 * Resolves `parts` under `root`, or null when the result would lie outside it. Defence in depth:
 * names are already validated, and the real path (symlinks followed) is checked again on disk.
 */
export function resolveInside(root: string, ...parts: string[]): string | null {
  const base = path.resolve(root);
  const target = path.resolve(base, ...parts);
  return target.startsWith(base + path.sep) ? target : null;
}

/** The file's real path when it exists, is inside `root` after following links, and is a file. */
export async function realFileInside(root: string, candidate: string): Promise<string | null> {
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(candidate)]);
    return realTarget.startsWith(realRoot + path.sep) ? realTarget : null;
  } catch {
    return null;
  }
}
