import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isPublicAddress } from './ip-ranges';

// Who may call the operator's endpoints (/metrics, the backup): with a token set, whoever sends it as
// a bearer token; without one, only a direct call from this machine or an internal network. A call a
// proxy forwarded is never taken as internal: behind nginx every caller would look like 127.0.0.1.

function tokenMatches(given: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(given ?? '');
  if (!match) return false;
  const a = Buffer.from(match[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function internalCaller(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const address = request.ip.replace(/^::ffff:/i, '');
  return isIP(address) !== 0 && !isPublicAddress(address) && !address.startsWith('0.');
}

export function operatorMayCall(request: FastifyRequest, token: string | undefined): boolean {
  return token ? tokenMatches(request.headers.authorization, token) : internalCaller(request);
}
