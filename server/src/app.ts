import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyContextConfig, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cookie from '@fastify/cookie';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadSecret } from './lib/secret';
import { ANSWER_COMPRESSION } from './lib/answer-encoding';
import { logFormatOf, prettyLogStream } from './lib/pretty-log';
import health from './plugins/health';
import drain from './plugins/drain';
import { publicSettings } from './lib/settings';
import dbPlugin from './plugins/db';
import errorsPlugin, { answerFrameworkError } from './plugins/errors';
import { addAnswerContract } from './plugins/answer-contract';
import { addRefusalLanguage } from './plugins/refusal-language';
import securityHeaders from './plugins/security-headers';
import crossOrigin from './plugins/cross-origin';
import formBody from './plugins/form-body';
import canonicalParams from './plugins/canonical-params';
import session from './plugins/session';
import bootstrap from './plugins/bootstrap';
import mail from './plugins/mail';
import challenge, { challengeScriptOrigins } from './plugins/challenge';
import rateLimit from './plugins/rate-limit';
import spa, { pageMeta } from './page-render/spa';
import api from './routes/api/index';
import apiReference from './plugins/api-reference';
import { REQUEST_AJV_OPTIONS, requestAjvPlugins } from '@contract/validation/ajv-setup';
import { siteOrigin } from './domain/account/site-url';
import { cookiesSecure } from './lib/cookies';
import newsFeeds from './routes/feeds/news-feeds';
import siteFiles from './routes/site-files/index';
import jobs from './plugins/jobs';
import communityWebhooks from './plugins/community-webhooks';
import visitorCache from './plugins/visitor-cache';
import requestId, { requestIdGenerator } from './plugins/request-id';
import maintenance from './plugins/maintenance';
import metrics from './plugins/metrics';
import backupEndpoint from './plugins/backup-endpoint';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Every registered route (method, path, declared schemas), in registration order. */
    routeList: RegisteredRoute[];
    /** Signs the device cookie that lets a known browser through an account's login lock. */
    loginSecret: string;
    /** The site's build output (the SPA, and the precompressed Ruffle copy the play routes serve). */
    distDir: string;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { params?: object; querystring?: object; body?: object; response?: Record<string, object>; hide?: boolean };
  config?: FastifyContextConfig;
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built SPA; defaults to ./dist next to the repository root. */
  distDir?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * Fastify logs each request twice at info level ("incoming request", then "request completed");
 * one line when it completes, carrying the method and path as well, is enough.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the whole app: plugins first, then routes, in a fixed order (conventions.md). */
export async function buildApp({ config, database, distDir, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
            ...(logStream
              ? { stream: logStream }
              : logFormatOf(config, Boolean(process.stdout.isTTY)) === 'pretty'
                ? { stream: prettyLogStream(process.stdout) }
                : {}),
          },
    logController: new OneLinePerRequest(),
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // A hop count trusts that many proxies nearest to us (hop 0 is the socket's peer); this Fastify
    // ignores a bare number, so it is given as proxy-addr's trust function.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 6 * 1024 * 1024,
    // Query strings like search[value] stay flat keys; the table helper reads them as DataTables sends them.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (a parameter over that length) answer like every other refusal.
    frameworkErrors: answerFrameworkError((): Record<string, string> => app.siteSecurityHeaders),
    // Request schemas: every refusal at once, and formats such as date-time understood; verbose so a
    // refusal's words can say what was sent (an empty field is a missing one) and use a field's own sentence.
    ajv: { customOptions: REQUEST_AJV_OPTIONS, plugins: requestAjvPlugins },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);
  app.decorate('distDir', distDir ?? (config.DIST_DIR ? path.resolve(config.DIST_DIR) : path.join(repoRoot, 'dist')));
  // Every route as registered (method and path), for the fuzz suite and route-walking tests.
  const routeList: RegisteredRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeList.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'], config: route.config });
  });

  await app.register(requestId);
  await app.register(errorsPlugin);
  // Every JSON answer, whichever route sends it (the API, the page bootstrap, the challenge).
  addAnswerContract(app, { check: config.NODE_ENV === 'test' });
  // Refusals in the reader's language, after the contract check has seen them in English.
  addRefusalLanguage(app);
  // Before compression: what it keeps is the answer as made, compressed for each client as it asks.
  await app.register(visitorCache, { seconds: config.VISITOR_CACHE_SECONDS });
  // Answers of 1 KB and more go out compressed (br, else gzip) when the client accepts it: pages and
  // JSON (tables, profiles, wiki lists), at a quick brotli level since each is made per request
  // (what the visitor cache keeps is compressed once per encoding instead: lib/answer-encoding.ts).
  // Built files are precompressed (spa.ts), Ruffle's build copy too (play/ruffle-files.ts): both
  // already carry Content-Encoding, which this leaves alone, as it does images (not a compressible type).
  // Request bodies are never inflated (globalDecompression: false).
  await app.register(compress, { globalCompression: true, globalDecompression: false, ...ANSWER_COMPRESSION });
  await app.register(drain);
  await app.register(dbPlugin, { database });
  await app.register(maintenance);
  const settings = publicSettings(config);
  // Turnstile / hCaptcha load their widget from their own origin (none for the self-hosted ALTCHA).
  const challengeOrigins = challengeScriptOrigins(settings.challengeProvider);
  await app.register(securityHeaders, {
    hsts: config.TRUST_PROXY !== false || Boolean(config.PUBLIC_URL?.startsWith('https:')),
    extraScriptSrc: challengeOrigins,
    extraFrameSrc: challengeOrigins,
    extraConnectSrc: challengeOrigins,
    // The game reaches its server through the WebSocket-to-TCP proxy, from the play page only.
    playConnectSrc: config.RUFFLE_SOCKET_PROXY_URL ? [new URL(config.RUFFLE_SOCKET_PROXY_URL).origin] : [],
  });
  await app.register(crossOrigin);
  await app.register(jobs);
  await app.register(communityWebhooks);
  await app.register(cookie);
  await app.register(formBody);
  await app.register(canonicalParams);
  const secret = await loadSecret(config, database.db);
  // Its own key for the login device cookie, derived from the site secret.
  app.decorate('loginSecret', createHmac('sha256', secret).update('login-device').digest('base64url'));
  await app.register(session, {
    secret,
    secureCookies: cookiesSecure(config),
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
    staffTwoFactor: (config.STAFF_TWO_FACTOR ?? (config.NODE_ENV === 'production' ? 'required' : 'off')) === 'required',
  });
  // Before any route (the challenge and the bootstrap too): the reference is made from the routes'
  // schemas as they are registered.
  await app.register(apiReference);
  await app.register(bootstrap, { settings });
  await app.register(mail, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR });
  await app.register(challenge, {
    secret,
    maxNumber: config.ALTCHA_MAX_NUMBER,
    provider: settings.challengeProvider,
    providerSecret: config.TURNSTILE_SECRET_KEY ?? config.HCAPTCHA_SECRET_KEY,
  });
  await app.register(rateLimit, { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS });

  await app.register(health);
  await app.register(metrics);
  await app.register(backupEndpoint);
  await app.register(newsFeeds);
  await app.register(siteFiles);
  await app.register(pageMeta);
  await app.register(api);
  await app.register(spa, {
    distDir: app.distDir,
    siteOrigin: siteOrigin(config),
    renderTimeLimitMs: config.PAGE_RENDER_TIME_LIMIT_MS,
  });
  return app;
}
