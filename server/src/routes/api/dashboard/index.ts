import type { FastifyPluginAsync } from 'fastify';
import upload from './upload';

/** API routes of the dashboard feature (SPEC §7). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(upload);
};
export default routes;
