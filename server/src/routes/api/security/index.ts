import type { FastifyPluginAsync } from 'fastify';
import exportRoutes from './export-routes';
import passkeyRoutes from './passkey-routes';
import privacyRoutes from './privacy-routes';
import sessionListRoutes from './session-list-routes';
import twoFactorRoutes from './two-factor-routes';

/** API routes of account security and privacy. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(privacyRoutes);
  await app.register(exportRoutes);
  await app.register(sessionListRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
};
export default routes;
