import type { FastifyPluginAsync } from 'fastify';
import { GUILD_RANKINGS, PLAYER_RANKINGS } from '@contract/paths';
import { notFound } from '../../../lib/http-errors';
import { RANKING_MIN_SEARCH } from '@contract/types/ranking';
import { parseTableRequest, tableFields } from '../../../lib/datatables';
import { requireStaff } from '../../../plugins/session';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, type RankingCategoryKey } from '../../../domain/ranking/categories';
import { readRankingPage } from '../../../domain/ranking/read';
import { refreshRanking } from '../../../domain/ranking/refresh';
import { refreshStaleRankings } from '../../../domain/ranking/schedule';
import { PUBLIC_READ, TABLE_METHODS } from '../../../plugins/public-read';

/**
 * API routes of the rankings (SPEC §7 Rankings), DataTables server mode over stored positions:
 * - POST /api/ranking/player/{global|boss|pvp|vip|noob|staff|rebirth}
 * - POST /api/ranking/guild/{global|war|raid}
 * - POST /api/ranking/monster
 * - POST /api/ranking/refresh   added: staff re-rank every category now (on demand; the schedule runs
 *                               every RANKING_REFRESH_SECONDS)
 * Sortable columns: `Position` and the category's figure (the same order reversed). Searches need
 * at least RANKING_MIN_SEARCH characters (trigram index; shorter would scan a million rows).
 */
const routes: FastifyPluginAsync = async (app) => {
  const answer = async (key: RankingCategoryKey, fields: Record<string, unknown>) => {
    const category = RANKING_CATEGORIES[key];
    const req = parseTableRequest(fields, {
      sortable: ['Position', category.figure],
      defaultOrder: { column: 'Position', dir: 'asc' },
      minSearchLength: RANKING_MIN_SEARCH,
    });
    return readRankingPage(app.db, key, req);
  };

  app.route<{ Params: { category: string } }>({ method: TABLE_METHODS, url: '/api/ranking/player/:category', ...PUBLIC_READ, handler: async (request) => {
    const category = request.params.category as (typeof PLAYER_RANKINGS)[number];
    if (!PLAYER_RANKINGS.includes(category)) throw notFound('The ranking');
    return answer(`player/${category}`, tableFields(request));
  } });

  app.route<{ Params: { category: string } }>({ method: TABLE_METHODS, url: '/api/ranking/guild/:category', ...PUBLIC_READ, handler: async (request) => {
    const category = request.params.category as (typeof GUILD_RANKINGS)[number];
    if (!GUILD_RANKINGS.includes(category)) throw notFound('The ranking');
    return answer(`guild/${category}`, tableFields(request));
  } });

  app.route({ method: TABLE_METHODS, url: '/api/ranking/monster', ...PUBLIC_READ, handler: async (request) => answer('monster', tableFields(request)) });

  app.post('/api/ranking/refresh', async (request) => {
    requireStaff(request);
    const categories: Record<string, number> = {};
    for (const key of RANKING_CATEGORY_KEYS) categories[key] = (await refreshRanking(app.db, key)).total;
    return { categories };
  });

  // Once across every process (the job runner), never a timer in each.
  app.jobs.defineRecurring('ranking-refresh', app.config.RANKING_REFRESH_SECONDS, async () => {
    await refreshStaleRankings(app.db, app.config.RANKING_REFRESH_SECONDS * 0.9, (msg) => app.log.info(msg));
  });
};
export default routes;
