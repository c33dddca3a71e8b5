import type { FastifyPluginAsync } from 'fastify';
import type { StoreAnswer } from '@contract/types/store';
import { listPackages } from '../../../domain/store/catalogue';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/store (SPEC §7): the packages, for everyone (visitors browse the catalogue too). */
const storeList: FastifyPluginAsync = async (app) => {
  app.get('/api/store', PUBLIC_READ, async (): Promise<StoreAnswer> => listPackages(app.db));
};
export default storeList;
