import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';

// Health for load balancers and orchestrators:
// /healthz: the process is alive (nothing else is touched, so a slow database never kills it);
// /readyz: it can serve: the database answers and every committed migration is applied.
// While a process drains (SIGTERM), Fastify answers 503 to new requests, /readyz included.

const journal = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));
const committedMigrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;

const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      // The database handle is PGlite's or node-postgres's: execute() is typed unknown across both, so the row shape is stated here.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      const result = (await app.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { applied: number }[];
      };
      const applied = Number(result.rows[0]?.applied ?? 0);
      if (applied < committedMigrations) {
        return reply.code(503).send({ status: 'migrating', applied, committed: committedMigrations });
      }
      return { status: 'ready', migrations: applied };
    } catch (err) {
      request.log.warn({ err }, 'readiness check: the database did not answer');
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });
};
export default health;
