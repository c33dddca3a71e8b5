import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { IdParams } from '@contract/schemas/common';
import {
  CardParams,
  CardQuery,
  CompareCardParams,
  RankingCardParams,
  GainsAnswer as GainsSchema,
  GainsParams,
  HistoryAnswer as HistorySchema,
  HistoryQuery,
  SnapshotAnswer as SnapshotSchema,
} from '@contract/schemas/history';
import { GAINS_WHO, type GainsAnswer, type GainsWho, type HistoryAnswer, type SnapshotAnswer } from '@contract/types/history';
import { RANKING_MIN_SEARCH } from '@contract/types/ranking';
import { readCharacterHistory } from '../../../domain/history/character-history';
import { characterCard, characterCardUrl, guildCard, guildCardUrl, type CardPlan } from '../../../domain/history/share-card';
import { CardRenderer } from './card-renderer';
import { notModified } from '../../../lib/conditional-get';
import { imageServiceOf } from '../../image-service-of';
import { compareCard, compareCardUrl, rankingCard, rankingCardUrl } from '../../../domain/history/share-card-kinds';
import historyPageMeta from './page-meta';
import { latestSnapshotDay, resolvePeriod } from '../../../domain/history/gains';
import { readCustomGainsPage, readStoredGainsPage } from '../../../domain/history/gains-store';
import { characterExists } from '../../../domain/character/exists';
import { assertTabVisible } from '../../../domain/account/privacy';
import { takeSnapshot } from '../../../domain/history/snapshot';
import { parseTableRequest } from '../../../plugins/table-request';
import { notFound, ValidationFailed } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { addTableRoutes, PUBLIC_READ } from '../../../plugins/public-read';
import { requireStaff } from '../../../plugins/session';

/**
 * Players' history:
 * - POST /api/history/snapshot   staff: take today's snapshot now (again if it was taken already)
 * - POST /api/ranking/gains/{day|week|month|custom}/{experience|kd|boss|rebirths}   DataTables (and
 *   its GET twin): who grew the figure most over the period; extra fields who (players|vip|staff),
 *   from and to (custom). Sortable: Position and Gain (the same order reversed).
 * - GET /api/character/{id}/history?range=7|30|90|365|all   a character's progress, records, timeline
 * - GET /api/card/{character|guild}/{id}/{key}.png   the share card (Open Graph picture); a stale key
 *   redirects to the current one
 * - GET /api/card/ranking/{category}/{id}/{key}.png   a player's position in a player ranking
 * - GET /api/card/compare/{a}/{b}/{key}.png   two characters compared
 * Page meta (page-meta.ts): /compare/{a}/{b} and /ranking/player?category=&player= unfurl with those.
 * The daily snapshot itself is a recurring job (jobs/history-snapshot.ts), once across processes.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/history/snapshot',
    { schema: { body: Type.Object({}), response: answers({ 200: SnapshotSchema }) } },
    async (request): Promise<SnapshotAnswer> => {
      requireStaff(request);
      return takeSnapshot(app.db, { retentionDays: app.config.HISTORY_RETENTION_DAYS });
    },
  );

  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() || undefined : undefined);
  const gainSorts = ['Position', 'Gain'] as const;
  addTableRoutes(
    app,
    '/api/ranking/gains/:period/:figure',
    { what: 'The ranking', params: GainsParams, answer: GainsSchema, minSearchLength: RANKING_MIN_SEARCH, orderable: gainSorts.join(', ') },
    async ({ period, figure }, fields) => {
      const req = parseTableRequest(fields, {
        sortable: gainSorts,
        defaultOrder: { column: 'Position', dir: 'asc' },
        minSearchLength: RANKING_MIN_SEARCH,
      });
      const who = text(fields.who) ?? 'players';
      if (!(GAINS_WHO as readonly string[]).includes(who)) throw new ValidationFailed({ who: ['The who field must be players, vip or staff.'] });
      const first = req.order[0];
      const reverse = first.column === 'Position' ? first.dir === 'desc' : first.dir === 'asc';
      // day, week, month: the lists stored at snapshot time; custom: stored on its first reading.
      const latestDay = await latestSnapshotDay(app.db);
      if (period !== 'custom') return readStoredGainsPage(app.db, latestDay, { ...req, period, figure, who: who as GainsWho, reverse });
      const range = await resolvePeriod(app.db, period, { from: text(fields.from), to: text(fields.to) });
      return readCustomGainsPage(app.db, latestDay, { ...req, ...range, figure, who: who as GainsWho, reverse }) satisfies Promise<GainsAnswer>;
    },
  );

  app.get(
    '/api/character/:id/history',
    {
      config: { ...PUBLIC_READ.config, what: 'The character' },
      schema: { params: IdParams, querystring: HistoryQuery, response: answers({ 200: HistorySchema }) },
    },
    async (request): Promise<HistoryAnswer> => {
      const range = request.query.range ?? '30';
      if (!(await characterExists(app.db, request.params.id))) throw notFound('The character');
      // The Progress tab is one of the profile's tabs the owner may keep private.
      await assertTabVisible(app.db, request.params.id, 'history', request.currentUser);
      return readCharacterHistory(app.db, request.params.id, range);
    },
  );

  // Cards are drawn for entities that exist only, once per content, a few at a time, and at a bounded
  // rate per client (card-renderer.ts); a stale address redirects without drawing anything.
  const renderer = new CardRenderer({ concurrency: app.config.CARD_RENDERS_AT_ONCE, perClientPerMinute: app.config.CARD_RENDERS_PER_MINUTE });
  const pictures = imageServiceOf(app);
  const card = { schema: Type.String({ format: 'binary' }) };
  const cardAnswers = answers({
    200: { description: 'The card (PNG, 1200×630), cached for good: its address changes with its content.', content: { 'image/png': card } },
    302: Type.Null({ description: 'The figures changed since this address was made: see Location for the current card.' }),
    304: Type.Null({ description: 'The card named by If-None-Match is still this one.' }),
  });
  // A card's labels are in the language its address names; the card's address, key and cache follow it.
  const cardLanguage = (query: { lang?: Language }): Language => query.lang ?? DEFAULT_LANGUAGE;
  const sendCard = async (request: FastifyRequest, reply: FastifyReply, plan: CardPlan | null, asked: string, urlOf: (key: string) => string) => {
    if (!plan) throw notFound('The card');
    if (`${plan.key}.png` !== asked) return reply.header('cache-control', 'public, max-age=300').redirect(urlOf(plan.key), 302);
    const etag = `"card-${plan.key}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (notModified(request, { etag })) return reply.code(304).send();
    const image = await renderer.image(plan.key, request.ip, plan.svg);
    return reply.type('image/png').send(image.body);
  };
  app.get(
    '/api/card/character/:id/:key',
    { config: { what: 'The card' }, schema: { params: CardParams, querystring: CardQuery, response: cardAnswers } },
    async (request, reply) => {
      const { id, key } = request.params;
      const language = cardLanguage(request.query);
      return sendCard(request, reply, await characterCard(app.db, pictures, id, language), key, (k) => characterCardUrl(id, k, language));
    },
  );
  app.get(
    '/api/card/guild/:id/:key',
    { config: { what: 'The card' }, schema: { params: CardParams, querystring: CardQuery, response: cardAnswers } },
    async (request, reply) => {
      const { id, key } = request.params;
      const language = cardLanguage(request.query);
      return sendCard(request, reply, await guildCard(app.db, pictures, id, language), key, (k) => guildCardUrl(id, k, language));
    },
  );
  // A ranking position and a compare page: same caching, their own addresses.
  app.get(
    '/api/card/ranking/:category/:id/:key',
    { config: { what: 'The card' }, schema: { params: RankingCardParams, querystring: CardQuery, response: cardAnswers } },
    async (request, reply) => {
      const { category, id, key } = request.params;
      const language = cardLanguage(request.query);
      return sendCard(request, reply, await rankingCard(app.db, pictures, category, id, language), key, (k) => rankingCardUrl(category, id, k, language));
    },
  );
  app.get(
    '/api/card/compare/:a/:b/:key',
    { config: { what: 'The card' }, schema: { params: CompareCardParams, querystring: CardQuery, response: cardAnswers } },
    async (request, reply) => {
      const { a, b, key } = request.params;
      const language = cardLanguage(request.query);
      return sendCard(request, reply, await compareCard(app.db, pictures, a, b, language), key, (k) => compareCardUrl(a, b, k, language));
    },
  );
  await app.register(historyPageMeta);
};
export default routes;
