import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { fileStorageOf } from '../config';
import { DatabaseFileStore, type SharedFileStore } from '../domain/files/shared-files';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Where uploads go when they must be seen by every process; null: DATA_DIR on this machine. */
    sharedFiles: SharedFileStore | null;
  }
}

/** Exposes the open database; closing it is the caller's job (server.ts or the test). */
export default fp(
  async (app, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('sharedFiles', fileStorageOf(app.config) === 'database' ? new DatabaseFileStore(opts.database.db) : null);
  },
  { name: 'db' },
);
