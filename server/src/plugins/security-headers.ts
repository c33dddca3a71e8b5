import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The play page's route `helmet` option: it runs Ruffle (WebAssembly), so only it may compile wasm. */
    playPageHelmet: FastifyHelmetOptions;
  }
}

/**
 * Headers that only a document (a page) reads: a built script, style or picture has no use for them,
 * and a page's first load asks for some sixty such files (issue 14: about 600 bytes each, some 40 KB
 * of a phone's first load). nosniff and Cross-Origin-Resource-Policy stay: they guard the file itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

/** Drops the page-only security headers from an answer that is a file, not a page. */
export function dropDocumentOnlyHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}

/** CSP and the other security headers (issue 2). HSTS only when served over HTTPS. */
export default fp(
  async (
    app,
    opts: {
      hsts: boolean;
      extraConnectSrc?: string[];
      extraFrameSrc?: string[];
      extraScriptSrc?: string[];
      /** Extra connect-src of the play page only: the game's WebSocket-to-TCP proxy (RUFFLE_SOCKET_PROXY_URL). */
      playConnectSrc?: string[];
    },
  ) => {
    const directives = {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(opts.extraScriptSrc ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(opts.extraConnectSrc ?? [])],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", ...(opts.extraFrameSrc ?? [])],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    };
    await app.register(helmet, {
      contentSecurityPolicy: { directives },
      hsts: opts.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    // Features no page of the site uses are off, for the site and anything it frames; passkeys
    // (publickey-credentials-*) and the game's fullscreen keep their defaults.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    // The play page needs 'wasm-unsafe-eval' (and may reach the game's socket proxy); every other page keeps
    // the strict policy. A route's helmet options replace the global ones they name (@fastify/helmet).
    const playDirectives = {
      ...directives,
      scriptSrc: [...directives.scriptSrc, "'wasm-unsafe-eval'"],
      connectSrc: [...directives.connectSrc, ...(opts.playConnectSrc ?? [])],
    };
    app.decorate('playPageHelmet', { contentSecurityPolicy: { directives: playDirectives } });
  },
  { name: 'security-headers' },
);
