import type { FastifyPluginAsync } from 'fastify';
import friendsRoutes from './friends';
import inventoryRoutes from './inventory';
import characterPageMeta from './page-meta';
import profileRoutes from './profile';
import timelineRoutes from './timeline';

/** API routes of the character feature (docs/product-rules.md#http-contract) and the /charid deep link. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(inventoryRoutes);
  await app.register(timelineRoutes);
  await app.register(friendsRoutes);
  await app.register(characterPageMeta);
};
export default routes;
