import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@contract/schemas/common';
import { GuildProfile as GuildProfileSchema } from '@contract/schemas/guild';
import type { GuildProfile } from '@contract/types/guild';
import { loadGuildProfile } from '../../../domain/guild/profile';
import { notFound } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { PUBLIC_READ } from '../../../plugins/public-read';

/** GET /api/guild/{id}: the guild page's header data (the product rules name no call for it; the page needs one). */
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/guild/:id',
    { config: { ...PUBLIC_READ.config, what: 'The guild' }, schema: { params: IdParams, response: answers({ 200: GuildProfileSchema }) } },
    async (request): Promise<GuildProfile> => {
      const guild = await loadGuildProfile(app.db, request.params.id);
      if (!guild) throw notFound('The guild');
      return guild;
    },
  );
};
export default profileRoutes;
