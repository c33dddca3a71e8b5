import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer as MessageSchema } from '@contract/schemas/common';
import { RecoveryFactors as RecoveryFactorsSchema, RecoveryFactorsBody, RecoveryResetBody, RecoverySendBody } from '@contract/schemas/account';
import type { RecoveryFactors } from '@contract/types/account';
import { answers } from '../../../lib/route-schema';
import { PASSWORD_MISMATCH_TEXT } from '@contract/values/account';
import type { MessageAnswer } from '@contract/types/entities';
import { refuse, ValidationFailed } from '../../../lib/http-errors';
import { hashPassword } from '../../../lib/passwords';
import { findRecoveryRecipient, issueRecoveryToken, recoveryFactors, recoveryMail, resetPassword } from '../../../domain/account/recovery';
import { mailLanguage } from '../../../lib/mail-text';
import { requestLanguage } from '../../../lib/request-language';
import { recordActivity } from '../../../domain/account/security/activity';
import { siteOrigin } from '../../../domain/account/site-url';

/** The same answer whether or not the address is registered (no enumeration). */
export const RECOVERY_SENT_TEXT = 'If an account uses that email address, we have sent it a link to choose a new password.';
export const RECOVERY_BAD_TOKEN_TEXT = 'This password reset link is invalid, expired or already used. Please ask for a new one.';
const RECOVERY_DONE_TEXT = 'Your password has been changed. You can now log in with it.';

/**
 * Password recovery: send the mail, then reset with its single-use link (docs/product-rules.md#http-contract, docs/product-rules.md#error-messages). The reset lists
 * the account's passkeys, two-factor and linked accounts and removes the ones the owner ticks.
 */
const recoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.post(
    '/api/user/recovery/send',
    { schema: { body: RecoverySendBody, response: answers({ 200: MessageSchema }) } },
    async (request): Promise<MessageAnswer> => {
      const form = request.body;
      const email = form.email.toLowerCase();
      await app.rateLimit.consume([`recovery:ip:${request.ip}`, `recovery:email:${email}`]);
      await app.humanCheck.assert(request, form.challenge);
      // Looking the address up and mailing happen after the answer: its content and its timing are
      // the same for a registered and an unknown address. Whoever asks is most likely the owner: the
      // request's language stands in for an account that never chose one.
      const language = requestLanguage(request);
      app.mailer.defer(async () => {
        const user = await findRecoveryRecipient(db, email);
        if (!user) return;
        const token = await issueRecoveryToken(db, user.id);
        const link = `${siteOrigin(config)}/recovery/reset/${token}`;
        await app.mailer.send({ to: user.Email, ...recoveryMail(mailLanguage(user.Language, language), user.Username, link) });
      });
      return { message: RECOVERY_SENT_TEXT };
    },
  );

  // What the reset page lists: the link is checked (counted like a reset) and stays usable.
  app.post(
    '/api/user/recovery/factors',
    { schema: { body: RecoveryFactorsBody, response: answers({ 200: RecoveryFactorsSchema }) } },
    async (request): Promise<RecoveryFactors> => {
      const keys = [`reset:ip:${request.ip}`];
      await app.rateLimit.consume(keys);
      const factors = await recoveryFactors(db, request.body.token);
      if (!factors) throw refuse(400, RECOVERY_BAD_TOKEN_TEXT);
      await app.rateLimit.refund(keys);
      return factors;
    },
  );

  app.post(
    '/api/user/recovery/reset',
    { schema: { body: RecoveryResetBody, response: answers({ 200: MessageSchema }) } },
    async (request): Promise<MessageAnswer> => {
      const form = request.body;
      if (form.password_confirmation !== form.password) throw new ValidationFailed({ password_confirmation: [PASSWORD_MISMATCH_TEXT] });
      const keys = [`reset:ip:${request.ip}`];
      await app.rateLimit.consume(keys);
      const PasswordHash = await hashPassword(form.password);
      const list = (value: string | undefined) => (value ? value.split(',') : []);
      const done = await resetPassword(db, form.token, PasswordHash, {
        passkeyIds: [...new Set(list(form.remove_passkeys).map(Number))],
        twoFactor: form.remove_two_factor === '1',
        providers: [...new Set(list(form.remove_providers))],
      });
      if (done === null) throw refuse(400, RECOVERY_BAD_TOKEN_TEXT);
      await app.rateLimit.refund(keys);
      // Whoever knew the old password is logged out everywhere.
      await app.endAllSessions(done.userId);
      // Logged, not mailed: the owner is the one reading this mailbox.
      for (const r of done.removed)
        await recordActivity(db, { userId: done.userId, kind: r.kind, entry: r.entry, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { message: RECOVERY_DONE_TEXT };
    },
  );
};
export default recoveryRoutes;
