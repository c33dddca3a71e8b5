import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answers } from '../../../lib/route-schema';
import { recordStaffAction } from '../../../domain/dashboard/audit';
import { requirePermission } from '../../../plugins/staff-permission';

const MaintenanceAnswer = Type.Object({
  readOnly: Type.Boolean({ description: 'Whether writes are refused now.' }),
  forcedByEnvironment: Type.Boolean({ description: 'MAINTENANCE=read-only holds the site read-only whatever the switch says.' }),
});

/**
 * PUT /api/dashboard/maintenance: an administrator turns read-only mode on or off for every process of the site.
 * It answers in read-only mode too, or the mode could never be turned off from the site.
 */
const maintenance: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/dashboard/maintenance',
    {
      config: { duringMaintenance: true },
      schema: {
        summary: 'Turn read-only mode on or off',
        body: Type.Object({ readOnly: Type.Boolean({ examples: [false] }) }),
        response: answers({ 200: MaintenanceAnswer }),
      },
    },
    async (request) => {
      const user = requirePermission(request, 'settings');
      const readOnly = await app.maintenance.setReadOnly(request.body.readOnly);
      await recordStaffAction(
        app.db,
        { id: user.id, Username: user.Username, ip: request.ip },
        {
          action: 'site.read-only',
          summary: request.body.readOnly ? 'Read-only mode on' : 'Read-only mode off',
          after: { readOnly: request.body.readOnly },
        },
      );
      request.log.warn({ userId: user.id, readOnly: request.body.readOnly }, 'read-only switch changed');
      return { readOnly, forcedByEnvironment: app.maintenance.forcedByEnvironment };
    },
  );
};
export default maintenance;
