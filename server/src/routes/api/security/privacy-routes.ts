import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrivacyBody, PrivacySettings as PrivacySchema } from '@contract/schemas/security';
import type { PrivacySettings } from '@contract/types/security';
import { parseBoolean } from '@contract/rules/boolean';
import { answers } from '../../../lib/route-schema';
import { loginFirst, requireUser } from '../../../plugins/session';
import { loadPrivacy, savePrivacy } from '../../../domain/account/privacy';

/** An unticked check box is not sent: off. */
const flag = (value: string | undefined) => value !== undefined && parseBoolean(value);

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
        hideFromRankings: flag(form.hideFromRankings),
        hideFromOnline: flag(form.hideFromOnline),
        hideFromSearch: flag(form.hideFromSearch),
      });
    },
  );
};
export default privacyRoutes;
