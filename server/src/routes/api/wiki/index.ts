import type { FastifyPluginAsync } from 'fastify';
import { WIKI_TYPES, type WikiType } from '@contract/paths';
import { WIKI_TYPE_TITLES } from '@contract/types/wiki';
import { notFound } from '../../../lib/http-errors';
import { tableFields } from '../../../lib/datatables';
import { isWikiDetailType, loadWikiEntry, WIKI_ENTRIES } from '../../../domain/wiki/registry';
import { PUBLIC_READ } from '../../../plugins/public-read';

/**
 * API routes of the wiki (SPEC §7 Wiki):
 * - GET /api/wiki/{item|map|market|monster|npc|quest|shop|bot|title|redeem}
 *     DataTables server mode; paging, search and sort come as query parameters.
 * - GET /api/wiki/{type}/{id}   added by Guildhall (SPEC lists only the lists): one entry with its
 *     cross-links; types are the list types plus `enhancement`.
 * The detail pages' share meta (/wiki/{type}/{id}) is registered here too.
 */
const ID = /^[1-9]\d{0,9}$/;
const parseId = (raw: string) => (ID.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { type: string } }>('/api/wiki/:type', PUBLIC_READ, async (request) => {
    const type = request.params.type as WikiType;
    const list = WIKI_TYPES.includes(type) ? WIKI_ENTRIES[type].list : undefined;
    if (!list) throw notFound('The wiki list');
    return list(app.db, tableFields(request));
  });

  app.get<{ Params: { type: string; id: string } }>('/api/wiki/:type/:id', PUBLIC_READ, async (request) => {
    const { type } = request.params;
    const id = parseId(request.params.id);
    if (!isWikiDetailType(type) || id === null) throw notFound('The wiki entry');
    const found = await loadWikiEntry(app.db, type, id);
    if (!found) throw notFound('The wiki entry');
    return found.detail;
  });

  // Deep links unfurl with the entry's name, a line about it and its picture; unknown ids are 404 pages.
  app.registerPageMeta('/wiki/:type/:id', async (params) => {
    const id = parseId(params.id ?? '');
    if (!isWikiDetailType(params.type ?? '') || id === null) return null;
    const found = await loadWikiEntry(app.db, params.type as Parameters<typeof loadWikiEntry>[1], id);
    return found?.meta ?? null;
  });
  // A list page of an unknown type is a 404 page too.
  app.registerPageMeta('/wiki/:type', async (params) => {
    const type = params.type as WikiType;
    if (!WIKI_TYPES.includes(type)) return null;
    return { title: `${WIKI_TYPE_TITLES[type]} · Wiki`, description: `Every ${WIKI_TYPE_TITLES[type].toLowerCase()} entry of the game wiki, searchable and sortable.` };
  });
};

export default routes;
