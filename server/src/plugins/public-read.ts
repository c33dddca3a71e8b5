import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TObject, TSchema } from 'typebox';
import { dataTablesFields } from '@contract/schemas/common';
import { tableFields } from './table-request';
import { answers } from '../lib/route-schema';
import { WindowCounter } from '../lib/window-counter';
import { RateLimited } from './rate-limit';
import { answerReadPreflight } from './cross-origin';
import { addSuccessEtags } from './success-etag';

// The public read API: community tools (bots, trackers, spreadsheets) read
// characters, guilds, rankings, the wiki, the store and open bets from scripts and other origins.
// A route opts in with `config: { publicRead: true }`; its GET answer is then readable from any
// origin without credentials (CORS), carries an ETag (304 when unchanged) and counts against a
// per-client limit counted in each process's memory, so a read writes nothing to the database.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read any origin may make without credentials (GET and HEAD only). */
    publicRead?: boolean;
  }
}

/** The policy's name in the RateLimit headers (draft-ietf-httpapi-ratelimit-headers). */
const POLICY = 'reads';
const EXPOSED = 'ETag, RateLimit, RateLimit-Policy, Retry-After';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Adds the public read behaviour to the routes of `ctx` that opt in. Called in the API's session
 * context after addSessionHooks, so the player is known. Every read counts, the site's own pages'
 * too: a visitor cookie and its CSRF token are free for any script to get, so neither exempts. A
 * logged-in player counts against their account (players sharing an address, a school or a mobile
 * network, do not share one budget); a visitor against the client address.
 */
export async function addPublicReadHooks(ctx: FastifyInstance, limit: { max: number; windowSeconds: number }): Promise<void> {
  // ETags on every successful answer of the context; a matching If-None-Match gets 304.
  addSuccessEtags(ctx);
  const reads = new WindowCounter(limit.max, limit.windowSeconds);

  ctx.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config?.publicRead || !isRead(request)) return;
    reply.header('access-control-allow-origin', '*').header('access-control-expose-headers', EXPOSED);
    reply.header('cache-control', 'private, no-cache');
    const user = request.currentUser;
    const { remaining, resetSeconds, over } = reads.take(user ? `user:${user.id}` : `ip:${request.ip}`);
    reply.header('ratelimit-policy', `"${POLICY}";q=${limit.max};w=${limit.windowSeconds}`);
    reply.header('ratelimit', `"${POLICY}";r=${remaining};t=${resetSeconds}`);
    if (over) throw new RateLimited(resetSeconds);
    // A read the visitor cache keeps is sent now: parsing, validation and the answer's hooks would
    // make the same bytes again.
    if (ctx.visitorCache.sendKeptRead(request, reply)) return reply;
  });

  // A tool's request with a header such as If-None-Match is preflighted: GET and HEAD may be read
  // from anywhere. Whether an answer is readable is still decided by the answer's own headers.
  ctx.options('/api/*', async (_request, reply) => answerReadPreflight(reply));
}

/** Route options of a public read: `app.get(url, PUBLIC_READ, handler)`. */
export const PUBLIC_READ = { config: { publicRead: true } } as const;

/**
 * A DataTables table, answered both as docs/product-rules.md#http-contract: POST form (the SPA) and as a GET query (a public
 * read, the way DataTables itself sends it). Fastify takes no body schema on a GET, so each method
 * declares where its fields come from; both call `page` with the path's parameters and the fields.
 */
export function addTableRoutes<Params extends TObject, Answer extends TSchema>(
  app: FastifyInstance,
  url: string,
  options: {
    what: string;
    params?: Params;
    answer: Answer;
    /** Shortest search honoured, shown in the document. */
    minSearchLength?: number;
    /** The orderable columns, shown in the document (a sort on another column is ignored). */
    orderable: string;
  },
  page: (params: Static<Params>, fields: Record<string, unknown>, request: FastifyRequest) => Promise<unknown>,
): void {
  const config = { ...PUBLIC_READ.config, what: options.what };
  const response = answers({ 200: options.answer });
  const params = options.params ? { params: options.params } : {};
  const handler = (request: FastifyRequest) => page(request.params as Static<Params>, tableFields(request), request);
  const fields = dataTablesFields(options.minSearchLength, options.orderable);
  app.get(url, { config, schema: { ...params, querystring: fields, response } }, handler);
  app.post(url, { config, schema: { ...params, body: fields, response } }, handler);
}
