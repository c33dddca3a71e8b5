import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { requestLanguage } from '../lib/request-language';
import { API_INTRODUCTION } from './api-reference-intro';
import { SESSION_COOKIE } from './session';
import { callNameOf, summaryOf } from '../lib/operation-ids';

// The API reference: OpenAPI 3.1 made from the routes' own schemas, served as
// GET /api/openapi.json, and a readable page at /api/docs (Swagger UI from the installed package,
// no CDN: it works offline). Only /api calls are described; pages, files and feeds are not API, and
// a wildcard alias (/api/game/files/*, the game's own relative loads) has no OpenAPI spelling.

/** Form calls take urlencoded or multipart bodies; a route naming its own types keeps them. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The reference groups calls by feature, as the code is (the first match wins). */
const FEATURE_OF_PATH: [RegExp, string][] = [
  [/^\/api\/(user\/(login|logout|register|recovery|account)|login\/|bootstrap|challenge)/, 'account'],
  [/^\/api\/(character|user\/inventory|user\/timeline|ranking\/friend)/, 'character'],
  [/^\/api\/(store|user\/all)/, 'store'],
  [/^\/api\/(online|game\/online)/, 'online'],
  [/^\/api\/game\//, 'play'],
  [/^\/api\/dashboard\/news/, 'news'],
  [/^\/api\/(\w+)/, '$1'],
];

const featureOf = (url: string) => {
  for (const [pattern, tag] of FEATURE_OF_PATH) {
    const match = pattern.exec(url);
    if (match) return tag === '$1' ? match[1] : tag;
  }
  return 'api';
};

/**
 * Real answers recorded on the demo world by `npm run docs:examples` (docs/api-examples.json), keyed
 * by "METHOD /path/{param}" then status; a test checks each against its call's schema.
 */
function recordedExamples(): Record<string, Record<string, unknown>> {
  try {
    return JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../docs/api-examples.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  } catch {
    return {};
  }
}

/** The declared answer a recorded status belongs to: its own code, else its class (4xx). */
const answerKeyOf = (responses: Record<string, unknown>, status: string) =>
  status in responses ? status : `${status[0]}xx` in responses ? `${status[0]}xx` : undefined;

/** Answers without words of their own get the usual ones. */
const STATUS_WORDS: Record<string, string> = { 200: 'Success', 201: 'Created', 204: 'No content', 302: 'Redirect' };

/** A refusal in the messages shape, with the words of one status. */
const refusal = (refused: unknown, description: string) => ({ ...(refused as object), description });

/**
 * A route needs the session cookie of a signed-in player when its handler or guard calls one of the
 * refusing guards (requireUser, requireStaff, requirePermission, requirePasswordForFactorChange), and
 * every call of the staff dashboard does (some through a helper of their own).
 */
const GUARD = /\brequire(User|Staff|Permission|PasswordForFactorChange)\b/;
const needsLogin = (route: RouteOptions) =>
  route.url.startsWith('/api/dashboard/') || [route.handler, route.preHandler].flat().some((fn) => typeof fn === 'function' && GUARD.test(String(fn)));

/**
 * What the router and the hooks may answer besides the route's own answers, and who may call it,
 * worked out from how the route is registered: 304 where the context sends ETags, 413 and 415 where a
 * body is read, 414 for a write with a path parameter, 429 and 503 everywhere; the session where a
 * guard needs a player, the CSRF token where the session hooks check it.
 */
function derived(route: RouteOptions, described: Record<string, unknown>, responses: Record<string, object>) {
  const methods = [route.method].flat();
  const refused = responses['4xx'] ?? responses['4XX'];
  const failed = responses['5xx'] ?? responses['5XX'];
  const extra: Record<string, object> = {};
  if (route.config?.sendsEtag && methods.includes('GET')) extra[304] = { description: 'Not modified: the If-None-Match ETag is still current (no body).' };
  if (refused) {
    if (described.body) {
      extra[413] = refusal(refused, 'The body is over the size limit.');
      extra[415] = refusal(refused, 'The body is of a type this call does not read.');
    }
    if (described.params && !methods.includes('GET')) extra[414] = refusal(refused, 'A path parameter is over 200 characters.');
    extra[429] = refusal(refused, 'Too many requests: wait for Retry-After seconds.');
  }
  if (failed) extra[503] = refusal(failed, 'Storage full, read-only mode or shutting down: try again after Retry-After seconds.');
  const hooks = route.config?.sessionHooks;
  const csrf = Boolean(hooks?.csrf && !route.config?.serverKey && (methods.some((m) => m !== 'GET' && m !== 'HEAD') || route.config?.csrf));
  const login = Boolean(hooks) && needsLogin(route);
  const scheme = { ...(login ? { session: [] } : {}), ...(csrf ? { csrf: [] } : {}) };
  const security = Object.keys(scheme).length === 0 ? undefined : [scheme];
  return { responses: { ...extra, ...responses }, security };
}

/**
 * Names every operation after its call in `endpoints` (a second method of one address gets the
 * method after the name) and gives those without a summary one made from that name.
 */
function nameOperations(openapiObject: Partial<OpenAPIV3_1.Document>) {
  for (const [pathName, operations] of Object.entries(openapiObject.paths ?? {})) {
    const name = callNameOf(pathName.replace(/\{(\w+)\}/g, ':$1'));
    const methods = Object.keys(operations ?? {});
    for (const method of methods) {
      const operation = (operations as Record<string, OpenAPIV3_1.OperationObject>)[method];
      if (!name) continue;
      const second = methods.length > 1 && method !== 'get';
      operation.operationId = second ? `${name}By${method[0].toUpperCase()}${method.slice(1)}` : name;
      operation.summary ??= summaryOf(name) + (second ? ` (${method.toUpperCase()})` : '');
    }
  }
  return openapiObject;
}

export default fp(
  async (app: FastifyInstance) => {
    const examples = recordedExamples();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Guildhall API', version: '1', description: API_INTRODUCTION.en },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie of a signed-in player.' },
            csrf: {
              type: 'apiKey',
              in: 'header',
              name: 'X-CSRF-Token',
              description: "The token of the site's own pages, needed by calls that change something.",
            },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const isApi =
          url.startsWith('/api/') &&
          !url.startsWith('/api/docs') &&
          url !== '/api/openapi.json' &&
          !url.includes('*') &&
          ![route.method].flat().includes('OPTIONS');
        const described = { ...(schema ?? {}) } as Record<string, unknown>;
        if (!isApi) return { schema: { ...described, hide: true }, url };
        if (described.body && !described.consumes) described.consumes = FORM_TYPES;
        if (!described.tags) described.tags = [featureOf(url)];
        const responses = described.response as Record<string, { description?: string }> | undefined;
        if (responses) {
          const withWords = Object.fromEntries(
            Object.entries(responses).map(([status, answer]) => [
              status,
              answer.description || !STATUS_WORDS[status] ? answer : { ...answer, description: STATUS_WORDS[status] },
            ]),
          ) as Record<string, object>;
          // A GET and POST twin (the tables) is one operation per method with the same answers.
          const recorded =
            [route.method]
              .flat()
              .map((method) => examples[`${method} ${url.replace(/:(\w+)/g, '{$1}')}`])
              .find(Boolean) ?? {};
          for (const [status, example] of Object.entries(recorded)) {
            const key = answerKeyOf(withWords, status);
            if (key) withWords[key] = { ...withWords[key], examples: [example] };
          }
          const { responses: all, security } = derived(route, described, withWords);
          described.response = all;
          if (security && !described.security) described.security = security;
        }
        return { schema: described, url };
      },
      transformObject: (document) =>
        'openapiObject' in document ? nameOperations(document.openapiObject as Partial<OpenAPIV3_1.Document>) : document.swaggerObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // BaseLayout: the reference only, without the top bar that loads other documents.
      uiConfig: { layout: 'BaseLayout', docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, tryItOutEnabled: false },
      staticCSP: false,
      // No call declares links: the column only narrows the answers, most of all on a phone, where
      // examples scroll sideways instead of breaking every word.
      theme: {
        title: 'Guildhall API',
        css: [
          {
            filename: 'guildhall.css',
            content:
              '.response-col_links{display:none}' +
              '@media (max-width:600px){.swagger-ui .responses-table td.response-col_description{width:auto;max-width:calc(100vw - 110px)}' +
              '.swagger-ui .microlight{white-space:pre!important;word-break:normal!important;overflow-x:auto}}',
          },
        ],
      },
    });
    // The Swagger UI page has no viewport meta (and no option for one): without it a phone draws
    // a 980 px page shrunk to 40 %.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || !request.url.startsWith('/api/docs') || !String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
        return payload;
      return payload.replace('<meta charset="UTF-8">', '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">');
    });
    // The introduction in the reader's language; the rest is the contract's own words.
    app.get('/api/openapi.json', { schema: { hide: true } }, async (request) => {
      const document = app.swagger();
      const language = requestLanguage(request);
      return language === 'en' ? document : { ...document, info: { ...document.info, description: API_INTRODUCTION[language] } };
    });
  },
  { name: 'api-reference' },
);
