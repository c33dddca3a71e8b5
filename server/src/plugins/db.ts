import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { fileStorageOf, s3SettingsOf, type Config } from '../config';
import { S3FileStore } from '../domain/files/s3-files';
import { DatabaseFileStore, type SharedFileStore } from '../domain/files/shared-files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Where uploads go when they must be seen by every process; null: DATA_DIR on this machine. */
    sharedFiles: SharedFileStore | null;
  }
}

function sharedFileStore(config: Config, db: Db): SharedFileStore | null {
  switch (fileStorageOf(config)) {
    case 'database':
      return new DatabaseFileStore(db);
    case 's3':
      return new S3FileStore(s3SettingsOf(config, config.S3_BUCKET!));
    default:
      return null;
  }
}

/** Exposes the open database; closing it is the caller's job (server.ts or the test). */
export default fp(
  async (app, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('sharedFiles', sharedFileStore(app.config, opts.database.db));
  },
  { name: 'db' },
);
