import type { FastifyPluginAsync } from 'fastify';
import gameFiles from './game-files';
import ruffleFiles from './ruffle-files';

/** Routes of the play feature: the game files (docs/product-rules.md#http-contract) and the self-hosted Ruffle player. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(gameFiles);
  await app.register(ruffleFiles);
};
export default routes;
