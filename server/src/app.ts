import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadSecret } from './lib/secret';
import { publicSettings } from './lib/settings';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityHeaders from './plugins/security-headers';
import formBody from './plugins/form-body';
import session from './plugins/session';
import bootstrap from './plugins/bootstrap';
import spa, { pageMeta } from './plugins/spa';
import api from './routes/api/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built SPA; defaults to ./dist next to the repository root. */
  distDir?: string;
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the whole app: plugins first, then routes, in a fixed order (conventions.md). */
export async function buildApp({ config, database, distDir }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // Query strings like search[value] stay flat keys; the table helper reads them as DataTables sends them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(securityHeaders, { hsts: config.TRUST_PROXY || Boolean(config.PUBLIC_URL?.startsWith('https:')) });
  await app.register(cookie);
  await app.register(formBody);
  await app.register(session, {
    secret: loadSecret(config),
    secureCookies: Boolean(config.PUBLIC_URL?.startsWith('https:')),
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
  });
  await app.register(bootstrap, { settings: publicSettings(config) });

  app.get('/healthz', async () => {
    await app.database.db.execute('select 1');
    return { status: 'ok' };
  });
  await app.register(pageMeta);
  await app.register(api);
  await app.register(spa, { distDir: distDir ?? path.join(repoRoot, 'dist'), publicUrl: config.PUBLIC_URL });
  return app;
}
