// Whether dist/ was built from the sources as they are now, so `npm start` can skip a build of
// several minutes. The fingerprint covers every input's path, size and modification time: an edit,
// a new file or a deleted one changes it.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: the app, the shared contract, static files, and the build's own settings. */
export const BUILD_INPUTS = ['src', 'contract', 'public', 'scripts/lib', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

/** Where the fingerprint of the last build is kept (a dotfile: the static server does not serve it). */
export const stampFile = (root: string) => path.join(root, 'dist', '.build-inputs');

function* files(root: string, relative: string): Generator<string> {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  for (const entry of readdirSync(full).sort()) yield* files(root, path.join(relative, entry));
}

export function inputsFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS)
    for (const file of files(root, input)) {
      const { size, mtimeMs } = statSync(path.join(root, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  return hash.digest('hex');
}

/** True when both builds (browser and server render) exist and were made from these inputs. */
export function buildIsCurrent(root: string, fingerprint = inputsFingerprint(root)): boolean {
  const stamp = stampFile(root);
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist-ssr'))) return false;
  return readFileSync(stamp, 'utf8').trim() === fingerprint;
}

export const writeStamp = (root: string, fingerprint: string) => writeFileSync(stampFile(root), `${fingerprint}\n`);
