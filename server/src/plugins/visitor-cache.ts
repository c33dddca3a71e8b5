import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './session';
import { etagOf } from './success-etag';
import { requestLanguage } from '../lib/request-language';
import { acceptedEncoding, encodeAnswer, type AnswerEncoding } from '../lib/answer-encoding';

// A shared link brings many visitors to one page at once. What a visitor (no session) is sent by a
// public read or a page is the same for every visitor: it is made once, kept for a few seconds and
// sent to the others. Logged-in players always get a fresh answer, so a player never sees their own
// change missing. Any write answered by this process empties the cache at once; writes of other
// processes and of background jobs show after the few seconds at most.
//
// A public read's answer is the same bytes for every visitor (no token, no cookie): it is kept in
// each encoding a visitor asks for, compressed once, and sent whole, without the rest of the
// request's work (parsing, validation, the answer's own hooks and compression), which under a burst
// cost more than the read itself (docs/performance.md).

declare module 'fastify' {
  interface FastifyInstance {
    visitorCache: VisitorCache;
  }
  interface FastifyRequest {
    /** Set while this request makes the answer other visitors of the same key are waiting for. */
    visitorCacheFill: Fill | null;
  }
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSRF token of the visitor it was made for, when the answer carries it: each visitor's own is put in its place. */
  token: string | null;
  madeAt: number;
  /** A public read's answer, the same for every visitor: its bytes in each encoding sent so far. */
  shared: Partial<Record<AnswerEncoding, Buffer>> | null;
}

interface Fill {
  key: string;
  generation: number;
  settle(entry: Entry | null): void;
}

interface VisitorCache {
  /** Empties the cache: data shown to visitors has changed. */
  invalidate(): void;
  /**
   * Sends a visitor's GET its kept public read, when there is one, as soon as the read is counted:
   * true when the request is answered. Called by the public reads' own onRequest hook.
   */
  sendKeptRead(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** The server's own cookies (session, visitor, device, tickets) say who the visitor is, not what a page shows. */
const isServerCookie = (name: string) => name.startsWith('gh_');

/** Headers that belong to one answer only. */
const PER_ANSWER = new Set(['set-cookie', 'content-length', 'etag', 'ratelimit', 'ratelimit-policy', 'retry-after', 'date', 'x-request-id']);

const config = (request: FastifyRequest) => request.routeOptions.config;
const changesState = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * The key of a visitor's read: its language, its URL (and a table form's fields), and the cookies of its own that a
 * page may read (a dismissed prompt); null when the request is not served from the cache.
 */
function keyOf(request: FastifyRequest): string | null {
  if (request.currentUser || request.cookies[SESSION_COOKIE]) return null;
  const route = config(request);
  // A table's POST form is the same read as its GET: its fields are part of the key.
  const kind =
    request.method === 'GET'
      ? route?.publicRead
        ? 'read'
        : route?.page
          ? 'page'
          : null
      : request.method === 'POST' && route?.publicRead
        ? `form ${JSON.stringify(request.body)}`
        : null;
  if (!kind) return null;
  const own = Object.entries(request.cookies)
    .filter(([name, value]) => value !== undefined && !isServerCookie(name))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
  // Visitors of different languages (Accept-Language included) get different pages and refusals.
  return `${kind} ${requestLanguage(request)} ${request.url} ${own}`;
}

export default fp(
  async (app, opts: { seconds: number }) => {
    let generation = 0;
    const freshMs = opts.seconds * 1000;
    const entries = new LRUCache<string, Entry>({
      max: 2000,
      maxSize: 64 * 1024 * 1024,
      // A shared answer holds its text and its bytes (the compressed copies are a fraction of them).
      sizeCalculation: (entry) => (entry.shared ? 2 : 1) * entry.body.length + 1,
      // An older copy is still sent while one visitor makes the next (no visitor waits for a render
      // every few seconds), never after a write: that empties the cache.
      ttl: freshMs * 3,
    });
    const filling = new Map<string, Promise<Entry | null>>();

    app.decorate('visitorCache', {
      invalidate: () => {
        generation++;
        entries.clear();
        filling.clear();
      },
      sendKeptRead: (request, reply) => {
        if (opts.seconds <= 0 || request.method !== 'GET') return false;
        const key = keyOf(request);
        const kept = key === null ? undefined : entries.get(key);
        return kept?.shared != null && Date.now() - kept.madeAt < freshMs && sendWhole(request, reply, kept.headers, kept.shared);
      },
    });
    app.decorateRequest('visitorCacheFill', null);

    const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      if (entry.shared && sendWhole(request, reply, entry.headers, entry.shared)) return reply;
      const body = entry.token && request.csrfToken ? entry.body.split(entry.token).join(request.csrfToken) : entry.body;
      return reply.code(entry.status).headers(entry.headers).send(body);
    };

    /**
     * Writes a shared answer as its hooks would have made it: the headers this request was given so
     * far (its id, its read limit, the security headers), the kept ones, and the bytes in the
     * encoding it accepts. A conditional request, and any while the server closes, go the usual way.
     */
    const sendWhole = (request: FastifyRequest, reply: FastifyReply, kept: Record<string, string>, shared: NonNullable<Entry['shared']>) => {
      const { headers } = request;
      if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined || app.draining) return false;
      const identity = shared.identity!;
      const encoding = acceptedEncoding(request, identity.length);
      const bytes = (shared[encoding] ??= encodeAnswer(identity, encoding));
      const answer: Record<string, string | number | string[]> = { ...(reply.getHeaders() as Record<string, string>), ...kept };
      if (encoding !== 'identity') {
        answer['content-encoding'] = encoding;
        answer.vary = kept.vary ? `${kept.vary}, accept-encoding` : 'accept-encoding';
      }
      answer['content-length'] = bytes.length;
      reply.hijack();
      reply.raw.writeHead(200, answer);
      reply.raw.end(bytes);
      return true;
    };

    if (opts.seconds > 0) {
      // After the context's own onRequest hooks: the session is read and the read limit counted.
      app.addHook('preHandler', async (request, reply) => {
        const key = keyOf(request);
        if (!key) return;
        const kept = entries.get(key);
        if (kept && Date.now() - kept.madeAt < freshMs) return send(request, reply, kept);
        const pending = filling.get(key);
        if (pending) {
          const entry = kept ?? (await pending);
          // No shareable answer (an error, a refusal): this request is answered on its own.
          if (entry) return send(request, reply, entry);
          return;
        }
        let settle!: (entry: Entry | null) => void;
        filling.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
        request.visitorCacheFill = { key, generation, settle };
      });
    }

    const finish = (request: FastifyRequest, entry: Entry | null) => {
      const fill = request.visitorCacheFill;
      if (!fill) return;
      request.visitorCacheFill = null;
      // Made from data read before a write: not kept, the next visitor makes it again.
      const current = fill.generation === generation;
      if (entry && current) entries.set(fill.key, entry);
      if (current) filling.delete(fill.key);
      fill.settle(current ? entry : null);
    };

    // Registered before compression: the answer is kept as made, each client gets its own encoding.
    app.addHook('onSend', async (request, reply, payload) => {
      // What visitors see changes by a player's (or a game server's) write; a refused one changed
      // nothing. A visitor's own calls (a login, a contact message) leave the cache, or any script
      // could empty it at will.
      if (changesState(request.method) && !config(request)?.publicRead) {
        if (reply.statusCode < 400 && (request.currentUser || config(request)?.serverKey)) app.visitorCache.invalidate();
      } else if (request.visitorCacheFill) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (!PER_ANSWER.has(name) && (typeof value === 'string' || typeof value === 'number')) headers[name] = String(value);
        }
        const ok = reply.statusCode === 200 && typeof payload === 'string';
        const publicRead = ok && config(request)?.publicRead === true;
        // A public read's ETag is worked out once, as its own hook would on every answer.
        if (publicRead) headers.etag = `W/"${etagOf(payload)}"`;
        const binding = request.csrfBinding?.token;
        const token = ok && binding && payload.includes(binding) ? binding : null;
        const shared = publicRead && token === null ? { identity: Buffer.from(payload) } : null;
        finish(request, ok ? { status: 200, headers, body: payload, token, madeAt: Date.now(), shared } : null);
      }
      return payload;
    });
    app.addHook('onResponse', async (request) => finish(request, null));
    app.addHook('onRequestAbort', async (request) => finish(request, null));
  },
  { name: 'visitor-cache' },
);
