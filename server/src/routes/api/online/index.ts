import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OnlineCounts as OnlineCountsSchema,
  OnlinePlayersAnswer as OnlinePlayersSchema,
  OnlinePlayersQuery,
  OnlineReportAnswer as OnlineReportSchema,
  OnlineReportBody,
} from '@contract/schemas/online';
import { GAME_SERVER_NAME, type OnlineCounts, type OnlinePlayersAnswer, type OnlineReportAnswer } from '@contract/types/online';
import { answers } from '../../../lib/route-schema';
import { fieldError, refuse, ValidationFailed } from '../../../lib/http-errors';
import { onlineCounts, onlinePlayers, OFFLINE, reportOnline } from '../../../domain/online/online';
import { MAX_ID } from '@contract/rules/ids';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * Who's online:
 * - GET  /api/online                          players online now, per game server
 * - GET  /api/online/players?server=&page=    one server's online players, highest level first
 * - POST /api/game/online                     a game server reports who is on it (header X-Game-Server-Key;
 *                                             JSON { server, players: [ids] }); off unless GAME_SERVER_KEY is set
 */

const MAX_REPORTED = 100_000;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time comparison of the sent key with the setting (hashed first so lengths never leak). */
function keyMatches(sent: unknown, expected: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digest(sent), digest(expected));
}

/** `players` as a JSON array of ids, or a comma-separated form field. */
function playerIdsOf(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? (raw.trim() ? raw.split(',') : []) : typeof raw === 'number' ? [raw] : null;
  if (!list) throw fieldError('players', 'The players field must be a list of player ids.');
  if (list.length > MAX_REPORTED) throw fieldError('players', `The players field must not have more than ${MAX_REPORTED} ids.`);
  return list.map((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw fieldError('players', 'The players field must be a list of player ids.');
    return n;
  });
}

function reportOf(body: Record<string, unknown>): { server: string; players: number[] } {
  const server = typeof body.server === 'string' ? body.server.trim() : '';
  const errors: Record<string, string[]> = {};
  if (!server) errors.server = ['The server field is required.'];
  else if (!GAME_SERVER_NAME.test(server) || server === OFFLINE)
    errors.server = ['The server field must be a server name of up to 32 letters, digits, spaces, _ or -.'];
  let players: number[] = [];
  try {
    players = playerIdsOf(body.players ?? []);
  } catch (e) {
    if (!(e instanceof ValidationFailed)) throw e;
    Object.assign(errors, e.errors);
  }
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return { server, players };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/online', { ...PUBLIC_READ, schema: { response: answers({ 200: OnlineCountsSchema }) } }, async (): Promise<OnlineCounts> =>
    onlineCounts(app.db),
  );

  app.get(
    '/api/online/players',
    { ...PUBLIC_READ, schema: { querystring: OnlinePlayersQuery, response: answers({ 200: OnlinePlayersSchema }) } },
    async (request): Promise<OnlinePlayersAnswer> => {
      const server = request.query.server ?? '';
      if (!GAME_SERVER_NAME.test(server) || server === OFFLINE)
        throw fieldError('server', 'The server field must be a server name of up to 32 letters, digits, spaces, _ or -.');
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
      const { server, players } = reportOf(request.body);
      return reportOnline(app.db, server, players);
    },
  );
};
export default routes;
