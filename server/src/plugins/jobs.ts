import fp from 'fastify-plugin';
import { JobRunner } from '../jobs/runner';
import { defineJobs } from '../jobs/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work that runs once across every process (server/src/jobs/runner.ts). */
    jobs: JobRunner;
  }
}

/**
 * The job runner of this process: features define their queues and recurring jobs while the app
 * is built; polling starts when the server is ready and drains on close.
 */
export default fp(
  async (app) => {
    const runner = new JobRunner(app.db, {
      pollMs: app.config.JOB_POLL_MS || undefined,
      log: { warn: (obj, msg) => app.log.warn(obj, msg), info: (msg) => app.log.info(msg), done: (obj, msg) => app.log.info(obj, msg) },
    });
    app.decorate('jobs', runner);
    defineJobs(runner, app.db, app.config, app.log);
    app.addHook('onReady', async () => {
      if (app.config.JOB_POLL_MS > 0) runner.start();
    });
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
