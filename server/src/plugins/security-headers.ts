import fp from 'fastify-plugin';
import Fastify, { type FastifyReply } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /** The play page's route `helmet` option: it runs Ruffle (WebAssembly), so only it may compile wasm. */
    playPageHelmet: FastifyHelmetOptions;
    /** The security headers of every answer without a route of its own (set before any route is found). */
    siteSecurityHeaders: Record<string, string>;
  }
  interface FastifyContextConfig {
    /** The security headers of a route with its own `helmet` option, worked out when the route is added. */
    securityHeaders?: Record<string, string>;
  }
}

/**
 * Headers that only a document (a page) reads: a built script, style or picture has no use for them,
 * and a page's first load asks for some sixty such files (about 600 bytes each, some 40 KB
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

/** Headers every answer carries anyway, not set by helmet. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options. Registered on the site it rebuilds the whole
 * helmet middleware (the CSP string included) on every request; asking it once on a throw-away
 * instance gives the same values for a fixed header set.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !NOT_SECURITY.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** CSP and the other security headers, worked out once at start-up. HSTS only when served over HTTPS. */
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
    const siteOptions: FastifyHelmetOptions = {
      contentSecurityPolicy: { directives },
      hsts: opts.hsts ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    };
    // Features no page of the site uses are off, for the site and anything it frames; passkeys
    // (publickey-credentials-*) and the game's fullscreen keep their defaults.
    const withPermissions = (headers: Record<string, string>) => ({ ...headers, 'permissions-policy': PERMISSIONS_POLICY });
    const siteHeaders = withPermissions(await helmetHeaders(siteOptions));

    // The play page needs 'wasm-unsafe-eval' (and may reach the game's socket proxy); every other page keeps
    // the strict policy. A route's `helmet` option replaces the site options it names, as @fastify/helmet did.
    const playDirectives = {
      ...directives,
      scriptSrc: [...directives.scriptSrc, "'wasm-unsafe-eval'"],
      connectSrc: [...directives.connectSrc, ...(opts.playConnectSrc ?? [])],
    };
    app.decorate('siteSecurityHeaders', siteHeaders);
    app.decorate('playPageHelmet', { contentSecurityPolicy: { directives: playDirectives } });
    const routeHeaders: Promise<void>[] = [];
    app.addHook('onRoute', (route) => {
      const own = (route as { helmet?: FastifyHelmetOptions }).helmet;
      if (!own) return;
      // Fastify copies the route's config, so the object is placed now and filled in when worked out.
      const headers: Record<string, string> = {};
      route.config = { ...route.config, securityHeaders: headers };
      routeHeaders.push(
        helmetHeaders({ ...siteOptions, ...own } as FastifyHelmetOptions).then((worked) => {
          Object.assign(headers, withPermissions(worked));
        }),
      );
    });
    // Routes are added after this plugin; their headers are ready before the server answers anything.
    app.addHook('onReady', async () => {
      await Promise.all(routeHeaders);
    });

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.routeOptions.config.securityHeaders ?? siteHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
