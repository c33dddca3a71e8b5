import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParams } from '@contract/schemas/common';
import {
  GainsAnswer as GainsSchema,
  GainsParams,
  HistoryAnswer as HistorySchema,
  HistoryQuery,
  SnapshotAnswer as SnapshotSchema,
} from '@contract/schemas/history';
import {
  GAINS_WHO,
  HISTORY_RANGES,
  type GainsAnswer,
  type GainsWho,
  type HistoryAnswer,
  type HistoryRange,
  type SnapshotAnswer,
} from '@contract/types/history';
import { RANKING_MIN_SEARCH } from '@contract/types/ranking';
import { readCharacterHistory } from '../../../domain/history/character-history';
import { readGainsPage, resolvePeriod } from '../../../domain/history/gains';
import { characterExists } from '../../../domain/character/exists';
import { takeSnapshot } from '../../../domain/history/snapshot';
import { defineHistorySnapshotJob } from '../../../jobs/history-snapshot';
import { parseTableRequest } from '../../../lib/datatables';
import { notFound, ValidationFailed } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { addTableRoutes, PUBLIC_READ } from '../../../plugins/public-read';
import { requireStaff } from '../../../plugins/session';

/**
 * Players' history (issue 17):
 * - POST /api/history/snapshot   staff: take today's snapshot now (again if it was taken already)
 * - POST /api/ranking/gains/{day|week|month|custom}/{experience|kd|boss|rebirths}   DataTables (and
 *   its GET twin): who grew the figure most over the period; extra fields who (players|vip|staff),
 *   from and to (custom). Sortable: Position and Gain (the same order reversed).
 * - GET /api/character/{id}/history?range=7|30|90|365|all   a character's progress, records, timeline
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

  app.get(
    '/api/character/:id/history',
    {
      config: { ...PUBLIC_READ.config, what: 'The character' },
      schema: { params: IdParams, querystring: HistoryQuery, response: answers({ 200: HistorySchema }) },
    },
    async (request): Promise<HistoryAnswer> => {
      const range = request.query.range ?? '30';
      if (!(HISTORY_RANGES as readonly string[]).includes(range)) throw new ValidationFailed({ range: ['The range field must be 7, 30, 90, 365 or all.'] });
      if (!(await characterExists(app.db, request.params.id))) throw notFound('The character');
      return readCharacterHistory(app.db, request.params.id, range as HistoryRange);
    },
  );

  defineHistorySnapshotJob(app.jobs, app.db, {
    retentionDays: app.config.HISTORY_RETENTION_DAYS,
    log: (result) => app.log.info({ snapshot: result }, 'daily snapshot taken'),
  });
};
export default routes;
