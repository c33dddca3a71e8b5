import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// One owner per embedded database: a second server on the same PGlite
// folder would hand out duplicate ids and lose acknowledged writes, so it refuses to start instead.

export class DatabaseFolderLocked extends Error {
  constructor(
    readonly folder: string,
    readonly holder: { pid: number; host: string; started: string },
  ) {
    super(
      `The database folder ${folder} is in use by another Guildhall process (pid ${holder.pid} on ${holder.host}, started ${holder.started}). ` +
        'An embedded database has one owner: stop that process, give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
  }
}

interface Holder {
  pid: number;
  host: string;
  started: string;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): Holder | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
};

/**
 * Takes the folder's lock file (created exclusively) and answers its release. A lock left by a
 * process that died (a crash, kill -9) is stale: it is moved aside atomically (only one starter can
 * rename it) and taken. A lock held by a live process, or by another machine, refuses with a message
 * naming the folder and the holder.
 */
export function lockDatabaseFolder(folder: string): () => void {
  const file = path.join(folder, 'guildhall.lock');
  const me: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => {
        if (readHolder(file)?.pid === me.pid && readHolder(file)?.started === me.started) unlinkSync(file);
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = readHolder(file);
    if (!holder) continue; // released (or half-written) meanwhile: try again
    if (holder.host !== me.host || isAlive(holder.pid)) throw new DatabaseFolderLocked(folder, holder);
    try {
      const aside = `${file}.stale-${process.pid}-${Date.now()}`;
      renameSync(file, aside);
      unlinkSync(aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  const holder = readHolder(file);
  throw holder ? new DatabaseFolderLocked(folder, holder) : new Error(`Could not lock the database folder ${folder}`);
}
