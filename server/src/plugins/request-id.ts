import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { parseCidr } from '../lib/ip-ranges';
import { runInRequest } from '../lib/request-context';

// Every request has an id: in each log line it causes (Fastify's request logger carries it as
// reqId), in the answer's X-Request-Id header, and in the error text the player sees, so support can
// go from a screenshot to the log lines. Behind a trusted proxy the proxy's id is kept, so its access
// log and ours share one id.

const REQUEST_ID_HEADER = 'x-request-id';

/** What a forwarded id may look like: short, and nothing that could break a log line or a header. */
const USABLE_ID = /^[\w.:@-]{1,128}$/;

/** Whether the socket's peer is a proxy TRUST_PROXY trusts (the one that would have set the header). */
function peerTrustedBy(trust: Config['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  // A hop count of 1 or more trusts the nearest hop, whatever its address.
  if (typeof trust === 'number') return () => trust > 0;
  const list = new BlockList();
  for (const entry of trust) {
    const cidr = parseCidr(entry);
    if (cidr) list.addSubnet(cidr.address, cidr.prefix, cidr.family === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    if (!address || !isIP(address)) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    return mapped ? list.check(mapped[1], 'ipv4') : list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  };
}

/** Fastify's genReqId: the trusted proxy's X-Request-Id when it sent a usable one, else a new UUID. */
export function requestIdGenerator(trust: Config['TRUST_PROXY']): (req: IncomingMessage) => string {
  const trusted = peerTrustedBy(trust);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && USABLE_ID.test(given) && trusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

/** Sends the id back with every answer and makes it the current request's for the work it starts. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      runInRequest(request.id, done);
    });
  },
  { name: 'request-id' },
);
