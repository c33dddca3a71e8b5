import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditAnswer, AuditQuery } from '@contract/schemas/staff';
import { answers } from '../../../lib/route-schema';
import { runTable, tableFields } from '../../../plugins/table-request';
import { countStar } from '../../../domain/tables/table-query';
import { toCsv } from '../../../lib/csv';
import { staffAudit } from '../../../db/schema/index';
import { staffCan } from '../../../plugins/staff-permission';
import { auditColumns, auditCondition, auditRowsForCsv, type AuditFilters } from '../../../domain/dashboard/audit-table';
import { FilterFields } from './filters';

const filtersOf = (fields: Record<string, unknown>): AuditFilters => {
  const f = new FilterFields(fields);
  const filters = {
    actor: f.text('actor', 'actor', 32),
    action: f.text('action', 'action', 64),
    player: f.int('player', 'player', 1, 2_147_483_647),
    from: f.date('from', 'from'),
    to: f.date('to', 'to', true),
  };
  f.done();
  return filters;
};

/**
 * The staff record (administrator):
 * - GET /api/dashboard/audit       DataTables, newest first; filters actor, action, player, from, to; search in the summary
 * - GET /api/dashboard/audit.csv   the same filters, as a CSV file
 */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dashboard/audit',
    { preValidation: staffCan('audit'), schema: { querystring: AuditQuery, response: answers({ 200: AuditAnswer }) } },
    async (request) => {
      const fields = tableFields(request);
      const where = auditCondition(filtersOf(fields));
      return runTable(
        fields,
        { sortable: { At: staffAudit.At }, defaultOrder: { column: 'At', dir: 'desc' }, searchable: [staffAudit.Summary], tiebreak: [staffAudit.id] },
        () => ({
          rows: app.db.select(auditColumns).from(staffAudit).$dynamic(),
          count: app.db.select({ n: countStar() }).from(staffAudit).$dynamic(),
          where,
        }),
        (r) => ({ ...r, At: r.At.toISOString() }),
      );
    },
  );

  app.get(
    '/api/dashboard/audit.csv',
    {
      preValidation: staffCan('audit'),
      schema: {
        querystring: AuditQuery,
        response: answers({
          200: { description: 'The staff record as a CSV file.', content: { 'text/csv': { schema: Type.String({ format: 'binary' }) } } },
        }),
      },
    },
    async (request, reply) => {
      const rows = await auditRowsForCsv(app.db, filtersOf(request.query));
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="staff-audit.csv"');
      return toCsv(
        ['id', 'at', 'actor_id', 'actor', 'actor_ip', 'action', 'player_id', 'target', 'summary', 'before', 'after'],
        rows.map((r) => [r.id, r.At, r.ActorID, r.ActorName, r.ActorIP, r.Action, r.TargetUserID, r.Target, r.Summary, r.Before, r.After]),
      );
    },
  );
};
export default audit;
