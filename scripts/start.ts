// `npm start`: builds only when the sources changed since the last build, then serves.

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, inputsFingerprint, writeStamp } from './lib/build-stamp';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script: string) => spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' }).status ?? 1;

// Taken before the build: a file saved while it runs makes the next start build again.
const fingerprint = inputsFingerprint(root);
if (buildIsCurrent(root, fingerprint)) {
  console.log('start: the build in dist/ is up to date with the sources, skipping it (npm run build forces one).');
} else {
  console.log('start: building (a few minutes; later starts skip it while the sources are unchanged)…');
  const status = run('build');
  if (status !== 0) process.exit(status);
  writeStamp(root, fingerprint);
}
process.exit(run('serve'));
