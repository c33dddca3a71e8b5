import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  GuildRankingAnswer,
  GuildRankingParams,
  MonsterRankingAnswer,
  PlayerRankingAnswer,
  PlayerRankingParams,
  PlayerRankingPositionParams,
  RankingPositionAnswer as RankingPositionSchema,
  RankingRefreshAnswer as RankingRefreshSchema,
} from '@contract/schemas/ranking';
import type { DataTablesAnswer } from '@contract/types/datatables';
import {
  RANKING_MIN_SEARCH,
  type GuildRankingRow,
  type MonsterRankingRow,
  type PlayerRankingRow,
  type RankingPositionAnswer,
  type RankingRefreshAnswer,
} from '@contract/types/ranking';
import { answers } from '../../../lib/route-schema';
import { parseTableRequest } from '../../../plugins/table-request';
import { requireStaff } from '../../../plugins/session';
import { RANKING_CATEGORIES, RANKING_CATEGORY_KEYS, type RankingCategoryKey } from '../../../domain/ranking/categories';
import { rankingPositionOf, readRankingPage, type AnyRankingRow } from '../../../domain/ranking/read';
import { characterExists } from '../../../domain/character/exists';
import { isHiddenFrom } from '../../../domain/account/privacy';
import { refreshRanking } from '../../../domain/ranking/refresh';
import { addTableRoutes, PUBLIC_READ } from '../../../plugins/public-read';
import { notFound } from '../../../lib/http-errors';

/**
 * API routes of the rankings (docs/product-rules.md#http-contract Rankings), DataTables server mode over stored positions:
 * - POST /api/ranking/player/{global|boss|pvp|vip|noob|staff|rebirth}
 * - POST /api/ranking/guild/{global|war|raid}
 * - POST /api/ranking/monster
 * - GET  /api/ranking/player/{category}/position/{id}   added: where a shared ranking link opens
 * - POST /api/ranking/refresh   added: staff re-rank every category now (on demand; the schedule runs
 *                               every RANKING_REFRESH_SECONDS)
 * Sortable columns: `Position` and the category's figure (the same order reversed). Searches need
 * at least RANKING_MIN_SEARCH characters (trigram index; shorter would scan a million rows).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async <Row extends AnyRankingRow>(key: RankingCategoryKey, fields: Record<string, unknown>): Promise<DataTablesAnswer<Row>> => {
    const category = RANKING_CATEGORIES[key];
    const req = parseTableRequest(fields, {
      sortable: ['Position', category.figure],
      defaultOrder: { column: 'Position', dir: 'asc' },
      minSearchLength: RANKING_MIN_SEARCH,
    });
    // The key's kind decides the rows (player, guild or monster).
    return (await readRankingPage(app.db, key, req)) as DataTablesAnswer<Row>;
  };
  // Each table is answered as a GET query (public read) and as the SPA's POST form.
  const what = 'The ranking';
  const figures = (kind: 'player' | 'guild') =>
    `Position and the category's figure (${RANKING_CATEGORY_KEYS.filter((key) => RANKING_CATEGORIES[key].kind === kind)
      .map((key) => `${key.split('/')[1]}: ${RANKING_CATEGORIES[key].figure}`)
      .join(', ')})`;
  addTableRoutes(
    app,
    '/api/ranking/player/:category',
    { what, params: PlayerRankingParams, answer: PlayerRankingAnswer, minSearchLength: RANKING_MIN_SEARCH, orderable: figures('player') },
    ({ category }, fields) => answer<PlayerRankingRow>(`player/${category}`, fields),
  );
  app.get(
    '/api/ranking/player/:category/position/:id',
    {
      config: { ...PUBLIC_READ.config, what: 'The character' },
      schema: { params: PlayerRankingPositionParams, response: answers({ 200: RankingPositionSchema }) },
    },
    async (request): Promise<RankingPositionAnswer> => {
      const { category, id } = request.params;
      if (!(await characterExists(app.db, id))) throw notFound('The character');
      const { position, total } = await rankingPositionOf(app.db, `player/${category}`, id);
      // A player hidden from the rankings has no position to jump to.
      const hidden = position !== null && (await isHiddenFrom(app.db, 'rankings', id));
      return { Position: hidden ? null : position, recordsTotal: total };
    },
  );
  addTableRoutes(
    app,
    '/api/ranking/guild/:category',
    { what, params: GuildRankingParams, answer: GuildRankingAnswer, minSearchLength: RANKING_MIN_SEARCH, orderable: figures('guild') },
    ({ category }, fields) => answer<GuildRankingRow>(`guild/${category}`, fields),
  );
  addTableRoutes(
    app,
    '/api/ranking/monster',
    { what, answer: MonsterRankingAnswer, minSearchLength: RANKING_MIN_SEARCH, orderable: `Position, ${RANKING_CATEGORIES.monster.figure}` },
    (_params, fields) => answer<MonsterRankingRow>('monster', fields),
  );

  app.post(
    '/api/ranking/refresh',
    { schema: { body: Type.Object({}), response: answers({ 200: RankingRefreshSchema }) } },
    async (request): Promise<RankingRefreshAnswer> => {
      requireStaff(request);
      const categories: Record<string, number> = {};
      for (const key of RANKING_CATEGORY_KEYS) categories[key] = (await refreshRanking(app.db, key)).total;
      return { categories };
    },
  );
};
export default routes;
