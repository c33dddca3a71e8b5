import type { FastifyPluginAsync } from 'fastify';
import sessionRoutes from './session-routes';
import recoveryRoutes from './recovery-routes';

/** API routes of the account feature (SPEC §7 Account and access). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
};
export default routes;
