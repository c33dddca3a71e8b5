import type { FastifyPluginAsync } from 'fastify';
import guildPageMeta from './page-meta';
import profileRoutes from './profile';
import tableRoutes from './tables';

/** API routes of the guild feature (docs/product-rules.md#http-contract) and the /guild deep link. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(tableRoutes);
  await app.register(guildPageMeta);
};
export default routes;
