import type { FastifyPluginAsync } from 'fastify';
import gameFiles from './game-files';
import ruffleFiles from './ruffle-files';

/** Routes of the play feature: the game files (SPEC §7) and the self-hosted Ruffle player. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(gameFiles);
  await app.register(ruffleFiles);
};
export default routes;
