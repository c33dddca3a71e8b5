import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OnlineCounts as OnlineCountsSchema,
  OnlinePlayersAnswer as OnlinePlayersSchema,
  OnlinePlayersQuery,
  OnlineReportAnswer as OnlineReportSchema,
  OnlineReportBody,
} from '@contract/schemas/online';
import type { OnlineCounts, OnlinePlayersAnswer, OnlineReportAnswer } from '@contract/types/online';
import { ONLINE_PLAYERS_TEXT, ONLINE_REPORT_MAX } from '@contract/values/online';
import { answers } from '../../../lib/route-schema';
import { fieldError, refuse } from '../../../lib/http-errors';
import { onlineCounts, onlinePlayers, reportOnline } from '../../../domain/online/online';
import { MAX_ID } from '@contract/rules/ids';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * Who's online:
 * - GET  /api/online                          players online now, per game server
 * - GET  /api/online/players?server=&page=    one server's online players, highest level first
 * - POST /api/game/online                     a game server reports who is on it (header X-Game-Server-Key;
 *                                             JSON { server, players: [ids] }); off unless GAME_SERVER_KEY is set
 */

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the sent key with the setting (hashed first so lengths never leak). */
function keyMatches(sent: unknown, expected: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected));
}

/**
 * The reported ids: a list as sent, or a form field's ids separated by commas (the schema checked its
 * shape; a text's ids are bounded here, where they are numbers).
 */
function playerIdsOf(players: string | number[] | undefined): number[] {
  if (players === undefined || Array.isArray(players)) return players ?? [];
  const ids = players.trim() ? players.split(',').map(Number) : [];
  if (ids.length > ONLINE_REPORT_MAX) throw fieldError('players', `The players field must not have more than ${ONLINE_REPORT_MAX} ids.`);
  if (ids.some((n) => n < 1 || n > MAX_ID)) throw fieldError('players', ONLINE_PLAYERS_TEXT);
  return ids;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/online', { ...PUBLIC_READ, schema: { response: answers({ 200: OnlineCountsSchema }) } }, async (): Promise<OnlineCounts> =>
    onlineCounts(app.db),
  );

  app.get(
    '/api/online/players',
    { ...PUBLIC_READ, schema: { querystring: OnlinePlayersQuery, response: answers({ 200: OnlinePlayersSchema }) } },
    async (request): Promise<OnlinePlayersAnswer> => {
      const { server } = request.query;
      const page = request.query.page !== undefined && /^[1-9]\d{0,5}$/.test(request.query.page) ? Number(request.query.page) : 1;
      return onlinePlayers(app.db, server, page);
    },
  );

  app.post(
    '/api/game/online',
    {
      config: { serverKey: true },
      // The key is checked before the body is read: without it a caller learns nothing of the report's rules.
      onRequest: async (request) => {
        const expected = app.config.GAME_SERVER_KEY;
        if (!expected) throw refuse(404, 'Online reports are not enabled on this site.');
        if (!keyMatches(request.headers['x-game-server-key'], expected)) throw refuse(401, 'The game server key is missing or wrong.');
      },
      schema: { body: OnlineReportBody, response: answers({ 200: OnlineReportSchema }) },
    },
    async (request): Promise<OnlineReportAnswer> => {
      return reportOnline(app.db, request.body.server, playerIdsOf(request.body.players));
    },
  );
};
export default routes;
