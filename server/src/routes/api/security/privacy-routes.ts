import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrivacyBody, PrivacySettings as PrivacySchema } from '@contract/schemas/security';
import type { PrivacySettings } from '@contract/types/security';
import { privacySchema } from '@contract/forms/privacy';
import { answers } from '../../../lib/route-schema';
import { requireUser } from '../../../plugins/session';
import { validated } from '../../../domain/account/form';
import { loadPrivacy, savePrivacy } from '../../../domain/account/privacy';

/** The owner's privacy settings: GET and POST /api/user/account/privacy. */
const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/account/privacy', { schema: { response: answers({ 200: PrivacySchema }) } }, async (request): Promise<PrivacySettings> => {
    const user = requireUser(request);
    return loadPrivacy(app.db, user.id);
  });

  app.post(
    '/api/user/account/privacy',
    { schema: { body: PrivacyBody, response: answers({ 200: PrivacySchema }) } },
    async (request): Promise<PrivacySettings> => {
      const user = requireUser(request);
      const form = await validated(privacySchema, request.rawForm);
      return savePrivacy(app.db, user.id, form);
    },
  );
};
export default privacyRoutes;
