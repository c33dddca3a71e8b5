import type { FastifyPluginAsync } from 'fastify';
import { loadGuildProfile } from '../../../domain/guild/profile';
import { notFound } from '../../../lib/http-errors';
import { parseId } from '../images/params';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/guild/{id}: the guild page's header data (SPEC names no call for it; the page needs one). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/api/guild/:id', PUBLIC_READ, async (request) => {
    const guild = await loadGuildProfile(app.db, parseId(request.params.id, 'guild id'));
    if (!guild) throw notFound('The guild');
    return guild;
  });
};
export default profileRoutes;
