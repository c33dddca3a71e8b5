import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { LoginBody, RegisterBody, SessionAnswer as SessionSchema } from '@contract/schemas/account';
import { answers } from '../../../lib/route-schema';
import { cookiesSecure, siteCookie } from '../../../lib/cookies';
import type { SessionAnswer } from '@contract/types/account';
import { ValidationFailed } from '../../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { PASSWORD_MISMATCH_TEXT } from '@contract/values/account';
import { createUser, findUserByLogin, takenFields } from '../../../domain/account/users';
import { accountFailureKey, DEVICE_COOKIE, isKnownDevice, signInLimits } from '../../../domain/account/login-throttle';
import { noteFailedSignIn } from '../../../domain/account/security/sign-in';
import { hasTwoFactor, loginTicket, TICKET_SECONDS, TWO_FACTOR_TICKET_COOKIE } from '../../../domain/account/security/two-factor';
import { openSignInSession } from '../../sign-in-session';
import { sendVerificationMail } from './email-routes';
import { requestLanguage } from '../../../lib/request-language';

/** One text for an unknown name and a wrong password, so the answer never tells which (no enumeration). */
export const BAD_CREDENTIALS_TEXT = 'These credentials do not match our records.';

/** Log in, log out, register (docs/product-rules.md#http-contract Account and access). */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  const secret = app.loginSecret;
  const accountMax = app.config.RATE_LIMIT_MAX;
  app.post('/api/user/login', { schema: { body: LoginBody, response: answers({ 200: SessionSchema }) } }, async (request, reply): Promise<SessionAnswer> => {
    const form = request.body;
    const user = await findUserByLogin(db, form.username);
    const accountKey = accountFailureKey(user?.id ?? null, form.username);
    // Only failures count, and a browser that logged in to this account before passes the account's
    // and the address's locks (it has a limit of its own). The attempt is reserved before the password
    // is checked and given back when it was right, so parallel guesses cannot pass the limits.
    const knownDevice = user ? isKnownDevice(secret, request.cookies[DEVICE_COOKIE], user.id) : false;
    const attempt = await app.rateLimit.reserve(signInLimits(request.ip, accountKey, knownDevice, accountMax));
    // verifyPassword spends the same argon2 work when the account does not exist.
    const ok = await verifyPassword(user?.PasswordHash, form.password);
    if (!user || !ok) {
      // The owner's activity log shows failed attempts; written after the answer, so a failure for an
      // existing account takes no longer than one for an unknown name.
      if (user) app.mailer.defer(() => noteFailedSignIn(db, user.id, request.ip, request.headers['user-agent']));
      throw new ValidationFailed({ username: [BAD_CREDENTIALS_TEXT] });
    }
    await app.rateLimit.refund(attempt);
    // With two-factor sign-in the password earns a short ticket, not a session; the code step trades it.
    if (await hasTwoFactor(db, user.id)) {
      reply.setCookie(TWO_FACTOR_TICKET_COOKIE, loginTicket(secret, user.id), siteCookie(cookiesSecure(app.config), '/api/user/login', TICKET_SECONDS));
      return { id: user.id, Username: user.Username, twoFactor: 'required' };
    }
    // A line in the activity log, and a mail when a browser new to the account signs in.
    await openSignInSession(app, request, reply, user.id, { knownDevice });
    return { id: user.id, Username: user.Username };
  });

  app.post('/api/user/logout', { schema: { body: Type.Object({}), response: answers({ 200: MessageAnswer }) } }, async (request, reply) => {
    await app.endSession(request, reply);
    return { message: 'You have been logged out.' };
  });

  app.post(
    '/api/user/register',
    { schema: { body: RegisterBody, response: answers({ 201: SessionSchema }) } },
    async (request, reply): Promise<SessionAnswer> => {
      const form = request.body;
      if (form.password_confirmation !== form.password) throw new ValidationFailed({ password_confirmation: [PASSWORD_MISMATCH_TEXT] });
      await app.rateLimit.consume([`register:ip:${request.ip}`]);
      await app.humanCheck.assert(request, form.challenge);
      const taken = await takenFields(db, { username: form.username, email: form.email });
      if (Object.keys(taken).length) throw new ValidationFailed(taken);
      const PasswordHash = await hashPassword(form.password);
      const created = await createUser(db, { Username: form.username, Email: form.email, PasswordHash, CountryCode: form.country });
      await app.startSession(request, reply, created.id);
      // The account works at once; the mailed link verifies its address.
      await sendVerificationMail(app, { id: created.id, Username: created.Username, Email: form.email }, requestLanguage(request));
      return reply.code(201).send({ id: created.id, Username: created.Username });
    },
  );
};
export default sessionRoutes;
