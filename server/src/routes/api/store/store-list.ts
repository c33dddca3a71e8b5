import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StoreAnswer as StoreSchema } from '@contract/schemas/store';
import type { StoreAnswer } from '@contract/types/store';
import { answers } from '../../../lib/route-schema';
import { listPackages } from '../../../domain/store/catalogue';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/store (docs/product-rules.md#http-contract): the packages, for everyone (visitors browse the catalogue too). */
const storeList: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/store', { ...PUBLIC_READ, schema: { response: answers({ 200: StoreSchema }) } }, async (): Promise<StoreAnswer> => listPackages(app.db));
};
export default storeList;
