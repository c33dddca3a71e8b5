import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GainsAnswer as GainsSchema, GainsParams, SnapshotAnswer as SnapshotSchema } from '@contract/schemas/history';
import { GAINS_WHO, type GainsAnswer, type GainsWho, type SnapshotAnswer } from '@contract/types/history';
import { RANKING_MIN_SEARCH } from '@contract/types/ranking';
import { readGainsPage, resolvePeriod } from '../../../domain/history/gains';
import { takeSnapshot } from '../../../domain/history/snapshot';
import { defineHistorySnapshotJob } from '../../../jobs/history-snapshot';
import { parseTableRequest } from '../../../lib/datatables';
import { ValidationFailed } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { addTableRoutes } from '../../../plugins/public-read';
import { requireStaff } from '../../../plugins/session';

/**
 * Players' history (issue 17):
 * - POST /api/history/snapshot   staff: take today's snapshot now (again if it was taken already)
 * - POST /api/ranking/gains/{day|week|month|custom}/{experience|kd|boss|rebirths}   DataTables (and
 *   its GET twin): who grew the figure most over the period; extra fields who (players|vip|staff),
 *   from and to (custom). Sortable: Position and Gain (the same order reversed).
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

  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v).trim() || undefined);
  addTableRoutes(
    app,
    '/api/ranking/gains/:period/:figure',
    { what: 'The ranking', params: GainsParams, answer: GainsSchema },
    async ({ period, figure }, fields) => {
      const req = parseTableRequest(fields, {
        sortable: ['Position', 'Gain'],
        defaultOrder: { column: 'Position', dir: 'asc' },
        minSearchLength: RANKING_MIN_SEARCH,
      });
      const who = text(fields.who) ?? 'players';
      if (!(GAINS_WHO as readonly string[]).includes(who)) throw new ValidationFailed({ who: ['The who field must be players, vip or staff.'] });
      const range = await resolvePeriod(app.db, period, { from: text(fields.from), to: text(fields.to) });
      const first = req.order[0];
      const reverse = first.column === 'Position' ? first.dir === 'desc' : first.dir === 'asc';
      return readGainsPage(app.db, { ...req, ...range, figure, who: who as GainsWho, reverse }) satisfies Promise<GainsAnswer>;
    },
  );

  defineHistorySnapshotJob(app.jobs, app.db, {
    retentionDays: app.config.HISTORY_RETENTION_DAYS,
    log: (result) => app.log.info({ snapshot: result }, 'daily snapshot taken'),
  });
};
export default routes;
