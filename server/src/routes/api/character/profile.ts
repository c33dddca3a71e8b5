import type { FastifyPluginAsync } from 'fastify';
import { loadCharacterProfile } from '../../../domain/character/profile';
import { notFound } from '../../../lib/http-errors';
import { parseId } from '../images/params';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/character/{id}: the public profile (SPEC names no call for it; the page needs one). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/api/character/:id', PUBLIC_READ, async (request) => {
    const profile = await loadCharacterProfile(app.db, parseId(request.params.id, 'character id'));
    if (!profile) throw notFound('The character');
    return profile;
  });
};
export default profileRoutes;
