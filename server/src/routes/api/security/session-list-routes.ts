import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DataTablesFields, MessageAnswer } from '@contract/schemas/common';
import { ActivityAnswer, SessionIdParams, SessionsAnswer, SessionsEndedAnswer } from '@contract/schemas/security';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { ActivityRow, SessionRow } from '@contract/types/security';
import { answers } from '../../../lib/route-schema';
import { parseTableRequest, tableFields } from '../../../plugins/table-request';
import { tableAnswer } from '../../../domain/tables/table-query';
import { sha256 } from '../../../lib/sha256';
import { requireUser, SESSION_COOKIE } from '../../../plugins/session';
import { activityPage, recordActivity } from '../../../domain/account/security/activity';
import { endOtherSessions, endSessionById, listSessions } from '../../../domain/account/security/sessions';

/**
 * The owner's sessions and activity log:
 * - GET  /api/user/account/sessions                 the live sessions, this browser's first
 * - POST /api/user/account/sessions/{id}/end        sign one out (another player's id: 404)
 * - POST /api/user/account/sessions/end-others      sign out everywhere else
 * - GET  /api/user/account/activity                 the activity log, DataTables server mode, newest first
 */
const sessionListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const currentHash = (request: FastifyRequest) => {
    const raw = request.cookies[SESSION_COOKIE];
    return raw ? sha256(raw) : null;
  };
  const trail = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  app.get('/api/user/account/sessions', { schema: { response: answers({ 200: SessionsAnswer }) } }, async (request): Promise<SessionRow[]> => {
    const user = requireUser(request);
    return listSessions(db, user.id, currentHash(request));
  });

  app.post(
    '/api/user/account/sessions/:id/end',
    { schema: { params: SessionIdParams, body: Type.Object({}), response: answers({ 200: MessageAnswer }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const ended = await endSessionById(db, user.id, request.params.id);
      await recordActivity(db, {
        userId: user.id,
        kind: 'session_ended',
        entry: ended.device ? { message: 'session_ended', args: { device: ended.device } } : { message: 'session_ended_unknown' },
        ...trail(request),
      });
      // Ending this browser's own session is a logout.
      if (ended.idHash === currentHash(request)) await app.endSession(request, reply);
      return { message: 'The session has been signed out.' };
    },
  );

  app.post('/api/user/account/sessions/end-others', { schema: { body: Type.Object({}), response: answers({ 200: SessionsEndedAnswer }) } }, async (request) => {
    const user = requireUser(request);
    const current = currentHash(request);
    if (!current) return { ended: 0, message: 'No other session was signed in.' };
    const ended = await endOtherSessions(db, user.id, current);
    if (ended > 0)
      await recordActivity(db, {
        userId: user.id,
        kind: 'sessions_ended',
        entry: { message: 'sessions_ended', args: { count: ended } },
        ...trail(request),
      });
    return { ended, message: ended === 0 ? 'No other session was signed in.' : `${ended} other session${ended === 1 ? ' was' : 's were'} signed out.` };
  });

  app.get(
    '/api/user/account/activity',
    { schema: { querystring: DataTablesFields, response: answers({ 200: ActivityAnswer }) } },
    async (request): Promise<DataTablesAnswer<ActivityRow>> => {
      const user = requireUser(request);
      const req = parseTableRequest<'Date'>(tableFields(request), { sortable: ['Date'], defaultOrder: { column: 'Date', dir: 'desc' } });
      const { total, rows } = await activityPage(db, user.id, req.start, req.length);
      return tableAnswer(req.draw, total, total, rows);
    },
  );
};
export default sessionListRoutes;
