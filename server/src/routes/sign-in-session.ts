import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE, deviceToken } from '../domain/account/login-throttle';
import { noteSignIn } from '../domain/account/security/sign-in';
import type { ActivityEntry } from '../domain/account/security/activity';
import { assertNotSuspended } from '../domain/account/suspension';
import { siteOrigin } from '../domain/account/site-url';
import { cookiesSecure, siteCookie } from '../lib/cookies';
import { requestLanguage } from '../lib/request-language';

/**
 * The end of every successful sign-in (the password, the two-factor code step, a passkey, a social
 * login): a new session, the browser's device cookie for the account, a line in the activity log, and
 * a mail when a browser new to the account signed in.
 */
export async function openSignInSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  { knownDevice, entry, secondFactor }: { knownDevice: boolean; entry?: ActivityEntry; secondFactor?: boolean },
): Promise<void> {
  // After the password (and code) were right: only the account's owner learns it is suspended.
  await assertNotSuspended(app.db, userId);
  await app.startSession(request, reply, userId, { secondFactor });
  const token = deviceToken(app.loginSecret, userId);
  // The social login's callback lives under its own path: it gets the cookie too, to know the browser.
  for (const path of ['/api/user/login', '/api/login/social']) {
    reply.setCookie(DEVICE_COOKIE, token, siteCookie(cookiesSecure(app.config), path, 365 * 86400));
  }
  const notice = await noteSignIn(app.db, {
    userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    unknownBrowser: !knownDevice,
    origin: siteOrigin(app.config),
    language: requestLanguage(request),
    entry,
  });
  if (notice) app.mailer.defer(() => app.mailer.send(notice));
}
