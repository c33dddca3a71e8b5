import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SnapshotAnswer as SnapshotSchema } from '@contract/schemas/history';
import type { SnapshotAnswer } from '@contract/types/history';
import { takeSnapshot } from '../../../domain/history/snapshot';
import { defineHistorySnapshotJob } from '../../../jobs/history-snapshot';
import { answers } from '../../../lib/route-schema';
import { requireStaff } from '../../../plugins/session';

/**
 * Players' history (issue 17):
 * - POST /api/history/snapshot   staff: take today's snapshot now (again if it was taken already)
 * The daily snapshot itself is a recurring job (jobs/history-snapshot.ts), once across processes.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/history/snapshot',
    { schema: { body: Type.Object({}), response: answers({ 200: SnapshotSchema }) } },
    async (request): Promise<SnapshotAnswer> => {
      requireStaff(request);
      return takeSnapshot(app.db, { retentionDays: app.config.HISTORY_RETENTION_DAYS });
    },
  );

  defineHistorySnapshotJob(app.jobs, app.db, {
    retentionDays: app.config.HISTORY_RETENTION_DAYS,
    log: (result) => app.log.info({ snapshot: result }, 'daily snapshot taken'),
  });
};
export default routes;
