import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { CharacterProfile as CharacterProfileSchema } from '@contract/schemas/character';
import type { CharacterProfile } from '@contract/types/character';
import { loadCharacterProfile } from '../../../domain/character/profile';
import { visibleProfile } from '../../../domain/character/visible-profile';
import { notFound } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/character/{id}: the public profile (the product rules name no call for it; the page needs one). */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/character/:id',
    { config: { ...PUBLIC_READ.config, what: 'The character' }, schema: { params: IdParams, response: answers({ 200: CharacterProfileSchema }) } },
    async (request): Promise<CharacterProfile> => {
      const profile = await loadCharacterProfile(app.db, request.params.id);
      if (!profile) throw notFound('The character');
      return visibleProfile(app.db, profile, request.currentUser);
    },
  );
};
export default profileRoutes;
