import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { IdParams, MessageAnswer } from '@contract/schemas/common';
import { SessionAnswer as SessionSchema } from '@contract/schemas/account';
import {
  FactorPasswordBody,
  PasskeyAddBody,
  PasskeyRegistrationOptions,
  PasskeyRow,
  PasskeysAnswer,
  PasskeySignInBody,
  PasskeySignInOptions,
} from '@contract/schemas/security';
import type { SessionAnswer } from '@contract/types/account';
import type { PasskeyRegistrationOptions as RegistrationOptions, PasskeyRow as Row, PasskeySignInOptions as SignInOptions } from '@contract/types/security';
import { answers } from '../../../lib/route-schema';
import { ValidationFailed } from '../../../lib/http-errors';
import { loginFirst, requireUser } from '../../../plugins/session';
import { loadAccount } from '../../../domain/account/users';
import { DEVICE_COOKIE, IP_LIMIT_FACTOR, ipFailureKey, isKnownDevice } from '../../../domain/account/login-throttle';
import { siteOrigin } from '../../../domain/account/site-url';
import {
  addPasskey,
  listPasskeys,
  parseCredential,
  PASSKEY_SIGN_IN_FAILED,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  verifyPasskeySignIn,
} from '../../../domain/account/security/passkeys';
import { openSignInSession } from '../../sign-in-session';
import { noteFactorChange, requirePasswordForFactorChange } from '../../../plugins/factor-change';

/**
 * Passkeys, WebAuthn through @simplewebauthn/server:
 * - GET  /api/user/account/passkeys               the owner's passkeys
 * - POST /api/user/account/passkeys/options       the password: registration options (a challenge good for five minutes, once)
 * - POST /api/user/account/passkeys               a name and the browser's answer: the passkey is stored, the owner mailed
 * - POST /api/user/account/passkeys/{id}/remove   the password: removes one (another player's id: 404, nothing changes)
 * - POST /api/user/login/passkey/options          sign-in options (no name: the browser offers its passkeys)
 * - POST /api/user/login/passkey                  the signed answer: a session, as a password sign-in opens
 */
const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const rp = { origin: siteOrigin(app.config) };

  app.get('/api/user/account/passkeys', { schema: { response: answers({ 200: PasskeysAnswer }) } }, async (request): Promise<Row[]> => {
    const user = requireUser(request);
    return listPasskeys(db, user.id);
  });

  app.post(
    '/api/user/account/passkeys/options',
    { preValidation: loginFirst, schema: { body: FactorPasswordBody, response: answers({ 200: PasskeyRegistrationOptions }) } },
    async (request): Promise<RegistrationOptions> => {
      const user = requireUser(request);
      // The password is asked here: without it no challenge is issued, so no passkey can be stored.
      await requirePasswordForFactorChange(app, request);
      return passkeyRegistrationOptions(db, rp, user);
    },
  );

  app.post(
    '/api/user/account/passkeys',
    { preValidation: loginFirst, schema: { body: PasskeyAddBody, response: answers({ 201: PasskeyRow }) } },
    async (request, reply) => {
      const user = requireUser(request);
      const credential = parseCredential<RegistrationResponseJSON>(request.rawForm.credential);
      const added = await addPasskey(db, rp, user.id, request.body.name, credential);
      await noteFactorChange(app, request, user.id, 'passkey_added', { message: 'passkey_added', args: { name: added.Name } });
      return reply.code(201).send(added);
    },
  );

  app.post(
    '/api/user/account/passkeys/:id/remove',
    { preValidation: loginFirst, schema: { params: IdParams, body: FactorPasswordBody, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const userId = await requirePasswordForFactorChange(app, request);
      const name = await removePasskey(db, userId, request.params.id);
      await noteFactorChange(app, request, userId, 'passkey_removed', { message: 'passkey_removed', args: { name } });
      return { message: `The passkey “${name}” has been removed.` };
    },
  );

  app.post(
    '/api/user/login/passkey/options',
    { schema: { body: Type.Object({}), response: answers({ 200: PasskeySignInOptions }) } },
    async (request): Promise<SignInOptions> => {
      // Every answer stores a challenge row: each address gets a bounded number per window (the rows
      // expire after five minutes and are deleted as new ones are issued, and by the housekeeping job).
      await app.rateLimit.reserve([{ key: `passkey-challenge:ip:${request.ip}`, max: app.config.RATE_LIMIT_MAX * IP_LIMIT_FACTOR }]);
      return passkeySignInOptions(db, rp);
    },
  );

  app.post(
    '/api/user/login/passkey',
    { schema: { body: PasskeySignInBody, response: answers({ 200: SessionSchema }) } },
    async (request, reply): Promise<SessionAnswer> => {
      // Counted per address like failed passwords: reserved before the answer is checked, given back when it signs in.
      const attempt = await app.rateLimit.reserve([{ key: ipFailureKey(request.ip), max: app.config.RATE_LIMIT_MAX * IP_LIMIT_FACTOR }]);
      const credential = parseCredential<AuthenticationResponseJSON>(request.rawForm.credential);
      const signedIn = await verifyPasskeySignIn(db, rp, credential);
      await app.rateLimit.refund(attempt);
      const account = await loadAccount(db, signedIn.userId);
      if (!account) throw new ValidationFailed({ credential: [PASSKEY_SIGN_IN_FAILED] });
      // A passkey asks for the device's PIN or fingerprint: two factors by itself, so no code step follows.
      await openSignInSession(app, request, reply, account.id, {
        knownDevice: isKnownDevice(app.loginSecret, request.cookies[DEVICE_COOKIE], account.id),
        entry: { message: 'sign_in_passkey', args: { name: signedIn.name } },
        secondFactor: true,
      });
      return { id: account.id, Username: account.Username };
    },
  );
};
export default passkeyRoutes;
