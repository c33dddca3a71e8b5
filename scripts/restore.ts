// npm run restore -- <backup folder>: brings a backup made by npm run backup into the empty DATA_DIR
// (PGlite) or the empty database of DATABASE_URL, with the files of DATA_DIR. Then start the server.
import { loadConfig } from '../server/src/config';
import { restoreBackup, RestoreRefused } from './lib/backup';
import { findPgBin } from './lib/postgres.mjs';

const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(64);
}
const config = loadConfig();
try {
  const started = Date.now();
  const manifest = await restoreBackup({ config, from, pgBin: config.DATABASE_URL ? findPgBin() : undefined });
  console.log(`Restored the backup of ${manifest.startedAt} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  if (err instanceof RestoreRefused) {
    console.error(err.message);
    process.exit(65);
  }
  throw err;
}
