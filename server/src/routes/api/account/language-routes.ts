import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { LANGUAGE_COOKIE } from '@contract/i18n/languages';
import { LanguageAnswer, LanguageBody } from '@contract/schemas/language';
import { answers } from '../../../lib/route-schema';
import { cookiesSecure, siteCookie } from '../../../lib/cookies';
import { users } from '../../../db/schema/index';

const YEAR_SECONDS = 365 * 86400;

/**
 * The language switcher's call (docs/translations.md): anyone gets the `lang` cookie, and a
 * signed-in player's account keeps the choice too, so it follows them to another browser.
 */
const languageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/user/language', { schema: { body: LanguageBody, response: answers({ 200: LanguageAnswer }) } }, async (request, reply) => {
    const { language } = request.body;
    const user = request.currentUser;
    if (user) await app.db.update(users).set({ Language: language }).where(eq(users.id, user.id));
    reply.setCookie(LANGUAGE_COOKIE, language, siteCookie(cookiesSecure(app.config), '/', YEAR_SECONDS));
    return { language };
  });
};
export default languageRoutes;
