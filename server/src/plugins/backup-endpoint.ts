import fp from 'fastify-plugin';
import { operatorMayCall } from '../lib/operator-access';

// The embedded database (PGlite) belongs to the running server: only it can copy it consistently,
// so `npm run backup` asks it here. On PostgreSQL the backup uses pg_dump and this answers 404.

export const BACKUP_PATH = '/internal/backup';

export default fp(
  async (app) => {
    app.get(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
      const dump = app.database.dump;
      if (!dump || !operatorMayCall(request, app.config.BACKUP_TOKEN)) return reply.code(404).type('text/plain').send('Not found');
      const started = new Date().toISOString();
      const tarball = Buffer.from(await (await dump()).arrayBuffer());
      request.log.info({ bytes: tarball.length }, 'database backup made');
      return reply.type('application/gzip').header('cache-control', 'no-store').header('x-backup-started', started).send(tarball);
    });
  },
  { name: 'backup-endpoint', dependencies: ['db'] },
);
