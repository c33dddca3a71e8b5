import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Redirect, SocialCallbackQuery, SocialParams } from '@contract/schemas/account';
import { answers } from '../../../lib/route-schema';
import { siteOrigin } from '../../../domain/account/site-url';
import { SocialLoginFailed, socialProviders } from '../../../domain/account/oauth-providers';
import { linkedUserOf, linkProvider } from '../../../domain/account/social-links';
import { hasTwoFactor, loginTicket, TICKET_SECONDS, TWO_FACTOR_TICKET_COOKIE } from '../../../domain/account/security/two-factor';

const OAUTH_COOKIE = 'gh_oauth';
const COOKIE_PATH = '/api/login/social';

/** Where the browser lands, with a flag the account and login pages turn into a message. */
export const SOCIAL_RESULT = {
  linked: '/account?social=linked',
  taken: '/account?social=taken',
  failed: '/account?social=error',
  loggedIn: '/account',
  unlinked: '/login?social=unlinked',
  loginFailed: '/login?social=error',
} as const;

/**
 * Social login (SPEC §7): GET /api/login/social/redirect/{provider} sends the browser to the
 * provider; its callback links the provider to the logged-in player (the avatar source: sets
 * ProviderID and the picture), or logs in a visitor whose account is already linked.
 */
const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const origin = siteOrigin(config);
  const providers = socialProviders(config, (name) => `${origin}/api/login/social/callback/${name}`);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: origin.startsWith('https:'),
    path: COOKIE_PATH,
  };

  app.get('/api/login/social/redirect/:provider', { schema: { params: SocialParams, response: answers({ 302: Redirect }) } }, async (request, reply) => {
    const provider = providers.get(request.params.provider);
    if (!provider) return reply.redirect(request.currentUser ? SOCIAL_RESULT.failed : SOCIAL_RESULT.loginFailed);
    const { url, state, codeVerifier } = provider.start();
    // Ten minutes to log in at the provider; the callback must come back with this state.
    reply.setCookie(OAUTH_COOKIE, `${provider.name}.${state}.${codeVerifier}`, { ...cookieOptions, maxAge: 600 });
    return reply.redirect(url.toString());
  });

  app.get(
    '/api/login/social/callback/:provider',
    { schema: { params: SocialParams, querystring: SocialCallbackQuery, response: answers({ 302: Redirect }) } },
    async (request, reply) => {
      const user = request.currentUser;
      const fail = (why: string, reply: FastifyReply) => {
        request.log.info({ provider: request.params.provider, why }, 'social login refused');
        return reply.redirect(user ? SOCIAL_RESULT.failed : SOCIAL_RESULT.loginFailed);
      };
      const saved = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, cookieOptions);
      const provider = providers.get(request.params.provider);
      const [savedProvider, savedState, codeVerifier] = saved?.split('.') ?? [];
      const { code, state, error } = request.query;
      if (error) return fail(`provider said ${error}`, reply);
      if (!provider || !code || !state || !codeVerifier) return fail('missing code, state or cookie', reply);
      // The state ties the callback to the browser that started it (login CSRF).
      if (savedProvider !== provider.name || savedState !== state) return fail('state mismatch', reply);

      let profile;
      try {
        profile = await provider.finish(code, codeVerifier);
      } catch (e) {
        if (e instanceof SocialLoginFailed) return fail(e.message, reply);
        throw e;
      }

      const linkedUserId = await linkedUserOf(db, provider.name, profile.id);

      if (!user) {
        if (linkedUserId === null) return reply.redirect(SOCIAL_RESULT.unlinked);
        // Issue 18: a social login never skips two-factor sign-in: the login page asks for the code.
        if (await hasTwoFactor(db, linkedUserId)) {
          reply.setCookie(TWO_FACTOR_TICKET_COOKIE, loginTicket(app.loginSecret, linkedUserId), {
            httpOnly: true,
            sameSite: 'lax',
            secure: Boolean(app.config.PUBLIC_URL?.startsWith('https:')),
            path: '/api/user/login',
            maxAge: TICKET_SECONDS,
          });
          return reply.redirect('/login?two-factor');
        }
        await app.startSession(request, reply, linkedUserId);
        return reply.redirect(SOCIAL_RESULT.loggedIn);
      }
      if (linkedUserId !== null && linkedUserId !== user.id) return reply.redirect(SOCIAL_RESULT.taken);
      const result = await linkProvider(db, user.id, provider.name, profile, linkedUserId !== null);
      return reply.redirect(result === 'taken' ? SOCIAL_RESULT.taken : SOCIAL_RESULT.linked);
    },
  );
};
export default socialRoutes;
