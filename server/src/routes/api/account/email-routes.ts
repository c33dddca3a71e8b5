import type { FastifyInstance } from 'fastify';
import type { Language } from '@contract/i18n/languages';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MessageAnswer as MessageSchema } from '@contract/schemas/common';
import { EmailConfirmAnswer as ConfirmSchema, EmailConfirmBody } from '@contract/schemas/account';
import type { EmailConfirmAnswer } from '@contract/types/account';
import type { MessageAnswer } from '@contract/types/entities';
import { paths } from '@contract/paths';
import { answers } from '../../../lib/route-schema';
import { refuse } from '../../../lib/http-errors';
import { requireUser } from '../../../plugins/session';
import { loadAccount } from '../../../domain/account/users';
import { confirmEmailToken, issueEmailToken, verifyMail } from '../../../domain/account/email';
import { mailLanguage } from '../../../lib/mail-text';
import { requestLanguage } from '../../../lib/request-language';
import { siteOrigin } from '../../../domain/account/site-url';

export const EMAIL_BAD_TOKEN_TEXT = 'This email link is invalid, expired or already used. Please ask for a new one.';
export const VERIFY_SENT_TEXT = 'We have sent a new verification link to your email address.';
export const ALREADY_VERIFIED_TEXT = 'Your email address is already verified.';

/**
 * Email verification and change:
 * - POST /api/user/account/email/confirm   a mailed link opened (verify or change); works logged out too
 * - POST /api/user/account/email/resend    a new verification link for the account's address
 */
const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/api/user/account/email/confirm',
    { schema: { body: EmailConfirmBody, response: answers({ 200: ConfirmSchema }) } },
    async (request): Promise<EmailConfirmAnswer> => {
      const keys = [`email-confirm:ip:${request.ip}`];
      await app.rateLimit.consume(keys);
      const done = await confirmEmailToken(db, request.body.token, request.currentUser?.id ?? null);
      if (!done) throw refuse(400, EMAIL_BAD_TOKEN_TEXT);
      await app.rateLimit.refund(keys);
      return {
        purpose: done.purpose,
        Email: done.email,
        message: done.purpose === 'verify' ? `Your email address ${done.email} is verified.` : `Your account now uses the email address ${done.email}.`,
      };
    },
  );

  app.post(
    '/api/user/account/email/resend',
    { schema: { body: Type.Object({}), response: answers({ 200: MessageSchema }) } },
    async (request): Promise<MessageAnswer> => {
      const user = requireUser(request);
      const account = await loadAccount(db, user.id);
      if (!account?.Email) throw refuse(401, 'Please log in to continue.');
      if (account.EmailVerifiedAt) return { message: ALREADY_VERIFIED_TEXT };
      // As many mails as the other mail forms allow (recovery): per account and per address.
      await app.rateLimit.consume([`verify-mail:account:${account.id}`, `verify-mail:ip:${request.ip}`]);
      await sendVerificationMail(
        app,
        { id: account.id, Username: account.Username, Email: account.Email },
        mailLanguage(user.Language, requestLanguage(request)),
      );
      return { message: VERIFY_SENT_TEXT };
    },
  );
};
export default emailRoutes;

/** Issues a verification link for the account's address and mails it after the answer has gone. */
export async function sendVerificationMail(app: FastifyInstance, account: { id: number; Username: string; Email: string }, language: Language): Promise<void> {
  const token = await issueEmailToken(app.db, account.id, 'verify', account.Email);
  const link = `${siteOrigin(app.config)}${paths.accountVerifyEmail(token)}`;
  app.mailer.defer(() => app.mailer.send({ to: account.Email, ...verifyMail(language, account.Username, link) }));
}
