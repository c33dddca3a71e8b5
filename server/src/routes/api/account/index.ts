import type { FastifyPluginAsync } from 'fastify';
import sessionRoutes from './session-routes';
import recoveryRoutes from './recovery-routes';
import accountRoutes from './account-routes';
import socialRoutes from './social-routes';
import emailRoutes from './email-routes';
import languageRoutes from './language-routes';

/** API routes of the account feature (docs/product-rules.md#http-contract Account and access). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
  await app.register(accountRoutes);
  await app.register(socialRoutes);
  await app.register(emailRoutes);
  await app.register(languageRoutes);
};
export default routes;
