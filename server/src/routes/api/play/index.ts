import type { FastifyPluginAsync } from 'fastify';

/** API routes of the play feature (SPEC §7). */
const routes: FastifyPluginAsync = async () => {};
export default routes;
