import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { GAME_SERVER_NAME, type OnlineCounts, type OnlinePlayersAnswer, type OnlineReportAnswer } from '@contract/types/online';
import { fieldError, refuse, ValidationFailed } from '../../../lib/http-errors';
import { onlineCounts, onlinePlayers, OFFLINE, reportOnline } from '../../../domain/online/online';
import { MAX_ID } from '@contract/rules/ids';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * Who's online (issue 19):
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

function reportOf(request: FastifyRequest): { server: string; players: number[] } {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const server = typeof body.server === 'string' ? body.server.trim() : '';
  const errors: Record<string, string[]> = {};
  if (!server) errors.server = ['The server field is required.'];
  else if (!GAME_SERVER_NAME.test(server) || server === OFFLINE) errors.server = ['The server field must be a server name of up to 32 letters, digits, spaces, _ or -.'];
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

const routes: FastifyPluginAsync = async (app) => {
  app.get('/api/online', PUBLIC_READ, async (): Promise<OnlineCounts> => onlineCounts(app.db));

  app.get('/api/online/players', PUBLIC_READ, async (request): Promise<OnlinePlayersAnswer> => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const server = typeof q.server === 'string' ? q.server : '';
    if (!GAME_SERVER_NAME.test(server) || server === OFFLINE) throw fieldError('server', 'The server field must be a server name of up to 32 letters, digits, spaces, _ or -.');
    const page = typeof q.page === 'string' && /^[1-9]\d{0,5}$/.test(q.page) ? Number(q.page) : 1;
    return onlinePlayers(app.db, server, page);
  });

  app.post('/api/game/online', { config: { serverKey: true } }, async (request): Promise<OnlineReportAnswer> => {
    const expected = app.config.GAME_SERVER_KEY;
    if (!expected) throw refuse(404, 'Online reports are not enabled on this site.');
    if (!keyMatches(request.headers['x-game-server-key'], expected)) throw refuse(401, 'The game server key is missing or wrong.');
    const { server, players } = reportOf(request);
    return reportOnline(app.db, server, players);
  });
};
export default routes;
