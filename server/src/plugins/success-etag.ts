import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notModified } from '../lib/conditional-get';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Successful answers carry an ETag, and a GET may answer 304. */
    sendsEtag?: boolean;
  }
}

/** The (weak) ETag's hash of an answer; the visitor cache works it out once per kept answer. */
export const etagOf = (payload: string | Buffer) => createHash('sha1').update(payload).digest('base64');

/**
 * ETags on the successful answers of a context (strings and buffers), and 304 for a GET whose
 * If-None-Match matches. An error answer (a 404, a 422, a 429) carries no ETag and is never turned
 * into a 304: preconditions apply only where the answer would be 2xx (RFC 9110 §13.2.1), and a
 * cache must not be told that a refusal it holds is still fresh.
 */
export function addSuccessEtags(ctx: FastifyInstance): void {
  // The reference declares 304 on the GETs that may answer it.
  ctx.addHook('onRoute', (route) => {
    route.config = { ...route.config, sendsEtag: true };
  });
  ctx.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode > 299) {
      reply.removeHeader('etag');
      return payload;
    }
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    let etag = reply.getHeader('etag');
    if (typeof etag !== 'string') {
      etag = `W/"${etagOf(payload)}"`;
      reply.header('etag', etag);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && notModified(request, { etag })) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
