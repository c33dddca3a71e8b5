import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrivacyBody, PrivacySettings as PrivacySchema } from '@contract/schemas/security';
import type { PrivacySettings } from '@contract/types/security';
import { ticked } from '@contract/rules/boolean';
import { answers } from '../../../lib/route-schema';
import { loginFirst, requireUser } from '../../../plugins/session';
import { loadPrivacy, savePrivacy } from '../../../domain/account/privacy';

/** The owner's privacy settings: GET and POST /api/user/account/privacy. */
const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/account/privacy', { schema: { response: answers({ 200: PrivacySchema }) } }, async (request): Promise<PrivacySettings> => {
    const user = requireUser(request);
    return loadPrivacy(app.db, user.id);
  });

  app.post(
    '/api/user/account/privacy',
    { preValidation: loginFirst, schema: { body: PrivacyBody, response: answers({ 200: PrivacySchema }) } },
    async (request): Promise<PrivacySettings> => {
      const user = requireUser(request);
      const form = request.body;
      return savePrivacy(app.db, user.id, {
        ...form,
        hideFromRankings: ticked(form.hideFromRankings),
        hideFromOnline: ticked(form.hideFromOnline),
        hideFromSearch: ticked(form.hideFromSearch),
      });
    },
  );
};
export default privacyRoutes;
