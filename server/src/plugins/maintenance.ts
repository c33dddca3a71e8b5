import fp from 'fastify-plugin';
import { readRuntimeSetting, writeRuntimeSetting } from '../lib/settings';

// Read-only mode, for migrations and restores: every page and read keeps working, every write is
// refused with 503 and Retry-After. MAINTENANCE=read-only holds it on for the life of the process;
// the runtime switch is a row in the database, so every process of a cluster sees it, each reading
// it again at most CHECK_EVERY_MS after the last time (no cross-process message is needed).

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      /** Whether writes are refused right now (as this process last read the switch). */
      readOnly(): Promise<boolean>;
      /** Turns the runtime switch on or off; answers the mode in force afterwards. */
      setReadOnly(on: boolean): Promise<boolean>;
      /** Whether MAINTENANCE=read-only holds it on whatever the switch says. */
      forcedByEnvironment: boolean;
    };
  }
  interface FastifyContextConfig {
    /** Answers in read-only mode too (the switch itself). */
    duringMaintenance?: boolean;
  }
}

const SETTING = 'read-only';
const CHECK_EVERY_MS = 2_000;
/** Tells the SPA on every answer, so its banner comes and goes without a reload. */
const SITE_MODE_HEADER = 'x-site-mode';
export const READ_ONLY_TEXT = 'The site is in read-only mode for maintenance: nothing can be changed right now. Please try again in a few minutes.';

const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

export default fp(
  async (app) => {
    const forced = app.config.MAINTENANCE === 'read-only';
    let switchedOn = false;
    let readAt = -Infinity;
    let reading: Promise<boolean> | null = null;

    const readSwitch = () =>
      (reading ??= readRuntimeSetting<boolean>(app.db, SETTING)
        .then((value) => {
          switchedOn = value === true;
          readAt = Date.now();
          return switchedOn;
        })
        .catch((err: unknown) => {
          // The database is away: keep the last known mode rather than fail every request on it.
          app.log.warn({ err }, 'read-only switch could not be read');
          return switchedOn;
        })
        .finally(() => {
          reading = null;
        }));

    const readOnly = async () => forced || (Date.now() - readAt < CHECK_EVERY_MS ? switchedOn : await readSwitch());

    app.decorate('maintenance', {
      readOnly,
      async setReadOnly(on: boolean) {
        await writeRuntimeSetting(app.db, SETTING, on);
        switchedOn = on;
        readAt = Date.now();
        return forced || on;
      },
      forcedByEnvironment: forced,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!(await readOnly())) return;
      reply.header(SITE_MODE_HEADER, 'read-only');
      const route = request.routeOptions.config;
      // A table's POST form is a read; the switch must stay reachable to turn the mode off.
      if (!writes(request.method) || route?.publicRead || route?.duringMaintenance) return;
      return reply
        .code(503)
        .header('retry-after', String(app.config.MAINTENANCE_RETRY_AFTER_SECONDS))
        .send({ messages: [READ_ONLY_TEXT], code: 'unavailable' });
    });
  },
  { name: 'maintenance', dependencies: ['db'] },
);
