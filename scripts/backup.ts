// npm run backup: one backup of the site as configured by the environment (the same settings as the
// server), into BACKUP_DIR (default ./backups), keeping the newest BACKUP_KEEP (default 7).
// PGlite: the running server makes the dump (GET /internal/backup); with no server running the data
// folder is opened and dumped here. PostgreSQL: pg_dump, while the site runs.
import { loadConfig, s3SettingsOf } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { DatabaseFolderLocked } from '../server/src/db/folder-lock';
import { BACKUP_PATH } from '../server/src/plugins/backup-endpoint';
import { makeBackup } from './lib/backup';
import { copyBackupToS3 } from './lib/backup-s3';
import { findPgBin } from './lib/postgres.mjs';

const config = loadConfig();
const keep = Number(process.env.BACKUP_KEEP ?? 7);
if (!Number.isInteger(keep) || keep < 1) throw new Error('BACKUP_KEEP must be a whole number of 1 or more');

/** The running server's dump; null when no server answers on HOST:PORT. */
async function dumpFromServer(): Promise<Buffer | null> {
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  let res: Response;
  try {
    res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}${BACKUP_PATH}`, {
      headers: config.BACKUP_TOKEN ? { authorization: `Bearer ${config.BACKUP_TOKEN}` } : {},
    });
  } catch {
    return null;
  }
  if (!res.ok) throw new Error(`The server refused the backup (${res.status}): set BACKUP_TOKEN as the server has it, or run this on its machine.`);
  return Buffer.from(await res.arrayBuffer());
}

async function dumpFromFolder(): Promise<Buffer> {
  try {
    const database = await openDatabase({ dataDir: config.DATA_DIR });
    try {
      return Buffer.from(await (await database.dump!()).arrayBuffer());
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof DatabaseFolderLocked)
      throw new Error(`${err.message}\nThe server holding it did not answer on ${config.HOST}:${config.PORT}: set HOST and PORT as the server has them.`);
    throw err;
  }
}

const folder = await makeBackup({
  config,
  destination: process.env.BACKUP_DIR ?? './backups',
  keep,
  pgBin: config.DATABASE_URL ? findPgBin() : undefined,
  pgliteDump: async () => (await dumpFromServer()) ?? (await dumpFromFolder()),
});
console.log(`Backup written to ${folder}`);
const bucket = process.env.BACKUP_S3_BUCKET;
if (bucket) {
  // The same store settings as uploads (S3_ENDPOINT, S3_REGION, keys, S3_PREFIX), in a bucket of its own.
  const removed = await copyBackupToS3(folder, s3SettingsOf(config, bucket), keep);
  console.log(`Copied to s3://${bucket}/${config.S3_PREFIX}backups/${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
}
