import type { FastifyPluginAsync } from 'fastify';

/** API routes of the account feature (SPEC §7). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
