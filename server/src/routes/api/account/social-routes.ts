import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Redirect, SocialCallbackQuery, SocialLinkStart, SocialParams } from '@contract/schemas/account';
import { FactorPasswordBody } from '@contract/schemas/security';
import type { SocialLinkStart as LinkStart } from '@contract/types/account';
import { answers } from '../../../lib/route-schema';
import { cookiesSecure, siteCookie } from '../../../lib/cookies';
import { refuse } from '../../../lib/http-errors';
import { siteOrigin } from '../../../domain/account/site-url';
import { SocialLoginFailed, socialProviders } from '../../../domain/account/oauth-providers';
import { linkedUserOf, linkProvider } from '../../../domain/account/social-links';
import { hasTwoFactor, loginTicket, TICKET_SECONDS, TWO_FACTOR_TICKET_COOKIE } from '../../../domain/account/security/two-factor';
import { DEVICE_COOKIE, isKnownDevice } from '../../../domain/account/login-throttle';
import { openSignInSession } from '../../sign-in-session';
import { loginFirst } from '../../../plugins/session';
import { noteFactorChange, requirePasswordForFactorChange } from '../../../plugins/factor-change';
import { providerName } from '../../../domain/account/social-links';

const OAUTH_COOKIE = 'gh_oauth';
const COOKIE_PATH = '/api/login/social';

/** Where the browser lands, with a flag the account and login pages turn into a message. */
export const SOCIAL_RESULT = {
  linked: '/account?social=linked',
  taken: '/account?social=taken',
  needsPassword: '/account?social=password',
  failed: '/account?social=error',
  loggedIn: '/account',
  unlinked: '/login?social=unlinked',
  loginFailed: '/login?social=error',
} as const;

/**
 * Social login (docs/product-rules.md#http-contract): GET /api/login/social/redirect/{provider} sends the browser to the
 * provider; its callback links the provider to the logged-in player (the avatar source: sets
 * ProviderID and the picture), or logs in a visitor whose account is already linked.
 *
 * A new link is a new way to sign in, so it needs the password: POST
 * /api/user/account/social/{provider}/link checks it and starts the round trip with a grant in the
 * state cookie, signed for the account, the provider and the state; a callback without it links
 * nothing (an already linked account only refreshes its picture).
 */
const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const origin = siteOrigin(config);
  const providers = socialProviders(config, (name) => `${origin}/api/login/social/callback/${name}`);
  const cookieOptions = siteCookie(cookiesSecure(config), COOKIE_PATH);

  const linkGrant = (userId: number, provider: string, state: string) =>
    createHmac('sha256', app.loginSecret).update(`social-link:${userId}:${provider}:${state}`).digest('base64url');
  const grantHolds = (sent: string | undefined, userId: number, provider: string, state: string) => {
    const expected = Buffer.from(linkGrant(userId, provider, state));
    const given = Buffer.from(sent ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.post(
    '/api/user/account/social/:provider/link',
    { preValidation: loginFirst, schema: { params: SocialParams, body: FactorPasswordBody, response: answers({ 200: SocialLinkStart }) } },
    async (request, reply): Promise<LinkStart> => {
      const userId = await requirePasswordForFactorChange(app, request);
      const provider = providers.get(request.params.provider);
      if (!provider) throw refuse(404, 'This sign-in provider is not offered here.');
      const { url, state, codeVerifier } = provider.start();
      const grant = linkGrant(userId, provider.name, state);
      reply.setCookie(OAUTH_COOKIE, `${provider.name}.${state}.${codeVerifier}.${grant}`, { ...cookieOptions, maxAge: 600 });
      return { url: url.toString() };
    },
  );

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
    // A malformed answer is judged here, as a failed social login: a browser follows this redirect.
    { attachValidation: true, schema: { params: SocialParams, querystring: SocialCallbackQuery, response: answers({ 302: Redirect }) } },
    async (request, reply) => {
      const user = request.currentUser;
      const fail = (why: string, reply: FastifyReply) => {
        request.log.info({ provider: request.params.provider, why }, 'social login refused');
        return reply.redirect(user ? SOCIAL_RESULT.failed : SOCIAL_RESULT.loginFailed);
      };
      const saved = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, cookieOptions);
      const provider = providers.get(request.params.provider);
      const [savedProvider, savedState, codeVerifier, grant] = saved?.split('.') ?? [];
      if (request.validationError) return fail('malformed callback', reply);
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
        // A social login never skips two-factor sign-in: the login page asks for the code.
        if (await hasTwoFactor(db, linkedUserId)) {
          reply.setCookie(
            TWO_FACTOR_TICKET_COOKIE,
            loginTicket(app.loginSecret, linkedUserId),
            siteCookie(cookiesSecure(config), '/api/user/login', TICKET_SECONDS),
          );
          return reply.redirect('/login?two-factor');
        }
        // The same end as a password sign-in: the activity line, the device cookie, the new-device mail.
        await openSignInSession(app, request, reply, linkedUserId, {
          knownDevice: isKnownDevice(app.loginSecret, request.cookies[DEVICE_COOKIE], linkedUserId),
          entry: { message: 'sign_in_provider', args: { provider: providerName(provider.name) } },
        });
        return reply.redirect(SOCIAL_RESULT.loggedIn);
      }
      if (linkedUserId !== null && linkedUserId !== user.id) return reply.redirect(SOCIAL_RESULT.taken);
      const alreadyLinked = linkedUserId !== null;
      if (!alreadyLinked && !grantHolds(grant, user.id, provider.name, state)) return reply.redirect(SOCIAL_RESULT.needsPassword);
      const result = await linkProvider(db, user.id, provider.name, profile, alreadyLinked);
      if (result === 'taken') return reply.redirect(SOCIAL_RESULT.taken);
      if (!alreadyLinked) {
        await noteFactorChange(app, request, user.id, 'social_linked', { message: 'social_linked', args: { provider: providerName(provider.name) } });
      }
      return reply.redirect(SOCIAL_RESULT.linked);
    },
  );
};
export default socialRoutes;
