import type { FastifyPluginAsync } from 'fastify';
import betCancel from './bet-cancel';
import betFind from './bet-find';
import betJoin from './bet-join';
import betList from './bet-list';
import betNew from './bet-new';
import betPageMeta from './page-meta';

/**
 * API routes of the bets feature (docs/product-rules.md#http-contract Bets):
 * - GET  /api/bet/all          open-bet table (DataTables; `list=joined` for the latest flips)
 * - GET  /api/bet/find/{id}    id, Side, user, target
 * - GET  /api/bet/cancel/{id}  creator cancels an open bet, 70 % refunded (CSRF header required)
 * - POST /api/bet/new          form with coins
 * - POST /api/bet/join/{id}    added: join an open bet (optional ClientSeed); the provably fair flip is drawn and paid in the same transaction
 * Page meta: /bet/verify/{id}.
 */
const routes: FastifyPluginAsync = async (app) => {
  for (const route of [betList, betFind, betNew, betJoin, betCancel, betPageMeta]) await app.register(route);
};
export default routes;
