import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { fileStorageOf, type Config } from '../config';
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
      return new S3FileStore({
        bucket: config.S3_BUCKET!,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        prefix: config.S3_PREFIX,
        forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'true' : Boolean(config.S3_ENDPOINT),
      });
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
