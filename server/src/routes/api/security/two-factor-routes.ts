import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { SessionAnswer as SessionSchema } from '@contract/schemas/account';
import {
  BackupCodesAnswer,
  FactorPasswordBody,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorSetupAnswer,
  TwoFactorStatus,
} from '@contract/schemas/security';
import type { SessionAnswer } from '@contract/types/account';
import type { BackupCodesAnswer as BackupCodes, TwoFactorSetupAnswer as SetupAnswer, TwoFactorStatus as Status } from '@contract/types/security';
import { answers } from '../../../lib/route-schema';
import { refuse, ValidationFailed } from '../../../lib/http-errors';
import { verifyPassword } from '../../../lib/passwords';
import { loginFirst, requireUser } from '../../../plugins/session';
import { loadAccount } from '../../../domain/account/users';
import { DEVICE_COOKIE, isKnownDevice, signInLimits } from '../../../domain/account/login-throttle';
import { recordActivity } from '../../../domain/account/security/activity';
import { openSignInSession } from '../../sign-in-session';
import { noteFactorChange, requirePasswordForFactorChange } from '../../../plugins/factor-change';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  readLoginTicket,
  spendLoginTicket,
  startTwoFactorSetup,
  takeSecondFactor,
  twoFactorStatus,
  TWO_FACTOR_TICKET_COOKIE,
  twoFactorFailureKey,
  WRONG_CODE_TEXT,
} from '../../../domain/account/security/two-factor';

/**
 * Two-factor sign-in with an authenticator app:
 * - GET  /api/user/account/two-factor            on or off, backup codes left
 * - POST /api/user/account/two-factor/setup      the password: a new secret, its otpauth URI and QR code
 * - POST /api/user/account/two-factor/enable     the first code turns it on (the owner is mailed); answers the ten backup codes once
 * - POST /api/user/account/two-factor/disable    the password and a code turn it off
 * - POST /api/user/login/two-factor              the code step of a sign-in (after the password answered twoFactor: required)
 */
const TICKET_GONE_TEXT = 'Your sign-in took too long. Please enter your name and password again.';
/** Wrong codes of one account, wherever they are typed (sign-in, setup, turning it off). */
const codeKey = twoFactorFailureKey;

const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const staffRule = (app.config.STAFF_TWO_FACTOR ?? (app.config.NODE_ENV === 'production' ? 'required' : 'off')) === 'required';
  const trail = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] as string | undefined,
  });

  app.get('/api/user/account/two-factor', { schema: { response: answers({ 200: TwoFactorStatus }) } }, async (request): Promise<Status> => {
    const user = requireUser(request);
    return { ...(await twoFactorStatus(db, user.id)), requiredForStaff: staffRule && user.Role === 'staff' };
  });

  app.post(
    '/api/user/account/two-factor/setup',
    { preValidation: loginFirst, schema: { body: FactorPasswordBody, response: answers({ 200: TwoFactorSetupAnswer }) } },
    async (request): Promise<SetupAnswer> => {
      const user = requireUser(request);
      // The password is asked here: the secret exists only after it, so a session alone cannot turn two-factor on.
      await requirePasswordForFactorChange(app, request);
      return startTwoFactorSetup(db, user.id, user.Username);
    },
  );

  app.post(
    '/api/user/account/two-factor/enable',
    { preValidation: loginFirst, schema: { body: TwoFactorCodeBody, response: answers({ 200: BackupCodesAnswer }) } },
    async (request): Promise<BackupCodes> => {
      const user = requireUser(request);
      const form = request.body;
      // Wrong codes count like wrong passwords: reserved before the code is checked, given back when right.
      const attempt = await app.rateLimit.reserve([{ key: codeKey(user.id), max: app.config.RATE_LIMIT_MAX }]);
      const backupCodes = await confirmTwoFactorSetup(db, user.id, form.code);
      await app.rateLimit.refund(attempt);
      // This session has just shown the new second factor.
      await app.noteSecondFactor(request);
      await noteFactorChange(app, request, user.id, 'two_factor_enabled', { message: 'two_factor_enabled' });
      return { backupCodes };
    },
  );

  const disableSchema = { body: TwoFactorDisableBody, response: answers({ 200: MessageAnswer }) };
  app.post('/api/user/account/two-factor/disable', { preValidation: loginFirst, schema: disableSchema }, async (request) => {
    const user = requireUser(request);
    const form = request.body;
    const account = await loadAccount(db, user.id);
    if (!account) throw refuse(401, 'Please log in to continue.');
    const attempt = await app.rateLimit.reserve([{ key: codeKey(user.id), max: app.config.RATE_LIMIT_MAX }]);
    if (!(await verifyPassword(account.PasswordHash, form.password))) throw new ValidationFailed({ password: ['The password is incorrect.'] });
    if (!(await takeSecondFactor(db, user.id, form.code))) throw new ValidationFailed({ code: [WRONG_CODE_TEXT] });
    await app.rateLimit.refund(attempt);
    await disableTwoFactor(db, user.id);
    await noteFactorChange(app, request, user.id, 'two_factor_disabled', { message: 'two_factor_disabled' });
    return { message: 'Two-factor sign-in is off.' };
  });

  app.post(
    '/api/user/login/two-factor',
    { schema: { body: TwoFactorCodeBody, response: answers({ 200: SessionSchema }) } },
    async (request, reply): Promise<SessionAnswer> => {
      const form = request.body;
      const ticket = request.cookies[TWO_FACTOR_TICKET_COOKIE];
      const userId = readLoginTicket(app.loginSecret, ticket);
      if (!ticket || !userId) throw new ValidationFailed({ code: [TICKET_GONE_TEXT] });
      // Rate-limited like passwords, per account and per address (a known browser has a limit of its
      // own instead): reserved before the code is checked, given back when it was right.
      const knownDevice = isKnownDevice(app.loginSecret, request.cookies[DEVICE_COOKIE], userId);
      const attempt = await app.rateLimit.reserve(signInLimits(request.ip, codeKey(userId), knownDevice, app.config.RATE_LIMIT_MAX));
      const taken = await takeSecondFactor(db, userId, form.code);
      if (!taken) {
        await recordActivity(db, { userId, kind: 'sign_in_failed', entry: { message: 'sign_in_failed_code' }, ...trail(request) });
        throw new ValidationFailed({ code: [WRONG_CODE_TEXT] });
      }
      await app.rateLimit.refund(attempt);
      const account = await loadAccount(db, userId);
      // One ticket opens one session.
      if (!account || !(await spendLoginTicket(db, ticket))) throw new ValidationFailed({ code: [TICKET_GONE_TEXT] });
      reply.clearCookie(TWO_FACTOR_TICKET_COOKIE, { path: '/api/user/login' });
      await openSignInSession(app, request, reply, userId, { knownDevice, secondFactor: true });
      if (taken === 'backup') await recordActivity(db, { userId, kind: 'sign_in', entry: { message: 'sign_in_backup_code' }, ...trail(request) });
      return { id: account.id, Username: account.Username };
    },
  );
};
export default twoFactorRoutes;
