import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { WIKI_TYPES, type WikiType } from '@contract/paths';
import { WIKI_TYPE_TITLES } from '@contract/types/wiki';
import { WIKI_DETAILS, WIKI_LIST_ANSWERS, WikiDetailAnswer, WikiDetailParams, WikiListAnswer, WikiListParams } from '@contract/schemas/wiki';
import { dataTablesFields } from '@contract/schemas/common';
import { answers } from '../../../lib/route-schema';
import { notFound } from '../../../lib/http-errors';
import { tableFields, tableReader } from '../../../plugins/table-request';
import { isWikiDetailType, loadWikiEntry, WIKI_ENTRIES, WIKI_TABLES } from '../../../domain/wiki/registry';
import { orderableColumns } from '../../../domain/tables/table-query';
import { PUBLIC_READ } from '../../../plugins/public-read';
import { linkLanguage } from '../../../lib/request-language';
import { pageText } from '../../../lib/page-text';

/** Each list's preview line, whole, so each language can inflect its noun. */
const WIKI_LIST_DESCRIPTIONS = {
  item: 'Every item of the game wiki, searchable and sortable.',
  map: 'Every map of the game wiki, searchable and sortable.',
  market: 'Every market listing of the game wiki, searchable and sortable.',
  monster: 'Every monster of the game wiki, searchable and sortable.',
  npc: 'Every NPC of the game wiki, searchable and sortable.',
  quest: 'Every quest of the game wiki, searchable and sortable.',
  shop: 'Every shop of the game wiki, searchable and sortable.',
  bot: 'Every bot of the game wiki, searchable and sortable.',
  title: 'Every title of the game wiki, searchable and sortable.',
  redeem: 'Every redeem code of the game wiki, searchable and sortable.',
} as const satisfies Record<WikiType, string>;

/**
 * API routes of the wiki (docs/product-rules.md#http-contract Wiki):
 * - GET /api/wiki/{item|map|market|monster|npc|quest|shop|bot|title|redeem}
 *     DataTables server mode; paging, search and sort come as query parameters.
 * - GET /api/wiki/{type}/{id}   added by Guildhall (the product rules list only the lists): one entry with its
 *     cross-links; types are the list types plus `enhancement`.
 * The detail pages' share meta (/wiki/{type}/{id}) is registered here too.
 *
 * Each answer is declared as the union of every type's shape (the reference shows them all); it is
 * serialized with the shape of the type asked for, so no row is ever sent in another type's shape.
 */
const ID = /^[1-9]\d{0,9}$/;
const parseId = (raw: string) => (ID.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

/** A TypeBox schema as Fastify's serializer compiler takes it. */
const asSchema = (schema: TSchema) => schema as unknown as Record<string, unknown>;

/** Sends this answer with one type's shape; a reply's own serializer sets no content type, so it is said here. */
function serializeAs(reply: FastifyReply, schema: TSchema) {
  reply.serializer(reply.compileSerializationSchema(asSchema(schema), '200')).type('application/json; charset=utf-8');
}

/** The lists' query as the reference shows it: each type's orderable columns and shortest search. */
function wikiListQuery() {
  const longer = WIKI_TYPES.filter((type) => (WIKI_TABLES[type].minSearchLength ?? 1) > 1);
  const minimum = `The shortest honoured term is 1 character${longer.length ? ` (${longer.map((type) => `${type}: ${WIKI_TABLES[type].minSearchLength}`).join(', ')})` : ''}.`;
  return dataTablesFields(minimum, WIKI_TYPES.map((type) => `${type}: ${orderableColumns(WIKI_TABLES[type])}`).join('; '));
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/wiki/:type',
    {
      config: { ...PUBLIC_READ.config, what: 'The wiki list' },
      schema: { params: WikiListParams, querystring: wikiListQuery(), response: answers({ 200: WikiListAnswer }) },
    },
    async (request, reply) => {
      const { type } = request.params;
      const list = WIKI_ENTRIES[type].list;
      if (!list) throw notFound('The wiki list');
      const answer = await list(app.db, tableReader(tableFields(request)));
      serializeAs(reply, WIKI_LIST_ANSWERS[type]);
      return answer;
    },
  );

  app.get(
    '/api/wiki/:type/:id',
    { config: { ...PUBLIC_READ.config, what: 'The wiki entry' }, schema: { params: WikiDetailParams, response: answers({ 200: WikiDetailAnswer }) } },
    async (request, reply) => {
      const { type, id } = request.params;
      const found = await loadWikiEntry(app.db, type, id);
      if (!found) throw notFound('The wiki entry');
      serializeAs(reply, WIKI_DETAILS[type]);
      return found.detail;
    },
  );

  // Deep links unfurl with the entry's name, a line about it and its picture; unknown ids are 404 pages.
  app.registerPageMeta('/wiki/:type/:id', async (params, request) => {
    const id = parseId(params.id ?? '');
    if (!isWikiDetailType(params.type ?? '') || id === null) return null;
    const found = await loadWikiEntry(app.db, params.type as Parameters<typeof loadWikiEntry>[1], id);
    return found?.meta(linkLanguage(request)) ?? null;
  });
  // A list page of an unknown type is a 404 page too. Enhancements are listed with the market listings
  // that carry them (their detail pages' breadcrumb leads there), so their list address moves there.
  app.registerPageMeta('/wiki/:type', async (params, request) => {
    if (params.type === 'enhancement') return { redirect: '/wiki/market' };
    const type = params.type as WikiType;
    if (!WIKI_TYPES.includes(type)) return null;
    const { say } = pageText(linkLanguage(request));
    return { title: `${say(WIKI_TYPE_TITLES[type])} · Wiki`, description: say(WIKI_LIST_DESCRIPTIONS[type]) };
  });
};

export default routes;
