import type { FastifyPluginAsync } from 'fastify';
import storeBuy from './store-buy';
import storeList from './store-list';
import storePageMeta from './page-meta';
import userAll from './user-all';

/**
 * API routes of the store feature (docs/product-rules.md#http-contract Store):
 * - GET  /api/store           the packages
 * - POST /api/user/all        the gift recipient picker (DataTables; excludes the viewer and deleted accounts)
 * - POST /api/store/buy/{id}  added: buy a package, for oneself or (RecipientID) as a gift
 * plus the deep-link meta of /store/confirmation/{id}.
 */
const routes: FastifyPluginAsync = async (app) => {
  for (const route of [storeList, storeBuy, userAll, storePageMeta]) await app.register(route);
};
export default routes;
