import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DataTablesFields, MessageAnswer as MessageSchema } from '@contract/schemas/common';
import * as S from '@contract/schemas/account';
import { answers } from '../../../lib/route-schema';
import type { AccountDetails, AccountSaveAnswer, DeleteStartAnswer } from '@contract/types/account';
import type { MessageAnswer } from '@contract/types/entities';
import { loginFirst, requireUser, SESSION_COOKIE } from '../../../plugins/session';
import { PASSWORD_MISMATCH_TEXT } from '@contract/values/account';
import { refuse, refuseAs, ValidationFailed } from '../../../lib/http-errors';
import { checkAccountPassword, WRONG_PASSWORD_TEXT } from '../../../plugins/password-check';
import { runTable } from '../../../plugins/table-request';
import { loadAccount, takenFields } from '../../../domain/account/users';
import { linkedProviders, useDefaultAvatar } from '../../../domain/account/account';
import { saveAccount } from '../../../domain/account/account-save';
import { hasUploadedAvatar, InvalidImage, normaliseAvatar, removeAvatar } from '../../../domain/account/avatar';
import { deleteAccount, deletionWaitLeft, startDeletionWait } from '../../../domain/account/delete-account';
import { wheelTable } from '../../../domain/account/wheel';
import { sha256 } from '../../../lib/sha256';
import { pendingEmail } from '../../../domain/account/email';
import { siteOrigin } from '../../../domain/account/site-url';
import { mailLanguage } from '../../../lib/mail-text';
import { requestLanguage } from '../../../lib/request-language';

export { WRONG_PASSWORD_TEXT };
export const ACCOUNT_DELETED_TEXT = 'Your account has been deleted.';

/** The account screens: details, save with avatar upload, default avatar, deletion, wheel (docs/product-rules.md#http-contract). */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const avatarStorage = { dataDir: config.DATA_DIR, shared: app.sharedFiles };

  const currentAccount = async (request: FastifyRequest) => {
    const user = requireUser(request);
    const account = await loadAccount(db, user.id);
    if (!account) throw refuse(401, 'Please log in to continue.');
    return account;
  };

  const checkPassword = (userId: number, stored: string | null, password: string, field: string) => checkAccountPassword(app, userId, stored, password, field);

  app.get('/api/user/account', { schema: { response: answers({ 200: S.AccountDetails }) } }, async (request): Promise<AccountDetails> => {
    const account = await currentAccount(request);
    return {
      id: account.id,
      Username: account.Username,
      Email: account.Email,
      CountryCode: account.CountryCode,
      ProfileVersion: account.ProfileVersion,
      ...(account.ProviderID ? { ProviderID: account.ProviderID } : {}),
      ProviderName: account.ProviderName,
      hasUploadedAvatar: await hasUploadedAvatar(avatarStorage, account.id),
      linkedProviders: await linkedProviders(db, account.id),
      EmailVerified: account.EmailVerifiedAt !== null,
      PendingEmail: await pendingEmail(db, account.id),
      DateCreated: account.DateCreated.toISOString(),
    };
  });

  app.post(
    '/api/user/account/save',
    { preValidation: loginFirst, schema: { body: S.AccountSaveBody, response: answers({ 200: S.AccountSaveAnswer }) } },
    async (request): Promise<AccountSaveAnswer> => {
      const account = await currentAccount(request);
      const form = request.body;
      const emailChanged = form.email.toLowerCase() !== (account.Email ?? '').toLowerCase();
      const newPassword = form.password || undefined;

      // Everything is checked before anything changes; the fields' own rules are the schema's.
      if (newPassword && form.password_confirmation !== newPassword) {
        const missing = !form.password_confirmation;
        throw new ValidationFailed({ password_confirmation: [missing ? 'The password confirmation field is required.' : PASSWORD_MISMATCH_TEXT] });
      }
      if (emailChanged || newPassword) {
        if (!form.current_password) {
          throw new ValidationFailed({ current_password: ['The current password field is required to change the email or the password.'] });
        }
        await checkPassword(account.id, account.PasswordHash, form.current_password, 'current_password');
      }
      if (emailChanged) {
        const taken = await takenFields(db, { email: form.email }, account.id);
        if (Object.keys(taken).length) throw new ValidationFailed(taken);
        // Each request mails the new address: as many per window as the other mails allow.
        await app.rateLimit.consume([`email-change:account:${account.id}`]);
      }
      const upload = request.uploads.find((f) => f.fieldname === 'avatar');
      let avatar: Buffer | undefined;
      if (upload) {
        try {
          avatar = await normaliseAvatar(upload.data);
        } catch (e) {
          if (e instanceof InvalidImage) throw new ValidationFailed({ avatar: [e.message] });
          throw e;
        }
      }

      // A new password logs out every other session of the account; this browser stays logged in.
      const current = request.cookies[SESSION_COOKIE];
      const { answer, mails } = await saveAccount(
        db,
        account,
        {
          country: form.country,
          newEmail: emailChanged ? form.email : undefined,
          newPassword,
          avatar,
          keepSessionHash: current ? sha256(current) : undefined,
          origin: siteOrigin(config),
          language: mailLanguage(request.currentUser?.Language, requestLanguage(request)),
        },
        avatarStorage,
      );
      if (mails.length)
        app.mailer.defer(async () => {
          for (const mail of mails) await app.mailer.send(mail);
        });
      return answer;
    },
  );

  // A GET that changes state (docs/product-rules.md#http-contract names it so): it still needs the CSRF token.
  app.get(
    '/api/user/account/avatar/default',
    { config: { csrf: true }, schema: { response: answers({ 200: S.AccountSaveAnswer }) } },
    async (request): Promise<AccountSaveAnswer> => {
      const account = await currentAccount(request);
      await removeAvatar(avatarStorage, account.id);
      await useDefaultAvatar(db, account.id);
      return { avatar: { type: 'success', message: 'Your avatar is now the default picture.' } };
    },
  );

  // The deletion screen opened: the server starts counting DELETE_WAIT_SECONDS from here.
  app.post(
    '/api/user/account/delete/start',
    { schema: { body: Type.Object({}), response: answers({ 200: S.DeleteStartAnswer }) } },
    async (request): Promise<DeleteStartAnswer> => {
      const user = requireUser(request);
      return { waitSeconds: await startDeletionWait(db, user.id, config.DELETE_WAIT_SECONDS) };
    },
  );

  app.post(
    '/api/user/account/delete',
    { preValidation: deletionWaitOver(app), schema: { body: S.AccountDeleteBody, response: answers({ 200: MessageSchema }) } },
    async (request, reply): Promise<MessageAnswer> => {
      const account = await currentAccount(request);
      const form = request.body;
      await app.humanCheck.assert(request, form.challenge);
      await checkPassword(account.id, account.PasswordHash, form.password, 'password');
      await deleteAccount(db, account.id);
      await removeAvatar(avatarStorage, account.id);
      // deleteAccount ended every session in the database; the browser's cookie goes too.
      await app.endSession(request, reply);
      return { message: ACCOUNT_DELETED_TEXT };
    },
  );

  app.get('/api/user/account/wheel', { schema: { querystring: DataTablesFields, response: answers({ 200: S.WheelAnswer }) } }, async (request) => {
    const user = requireUser(request);
    const { definition, source, toEntry } = wheelTable(db, user.id);
    return runTable(request.query as Record<string, unknown>, definition, source, toEntry);
  });
};
/**
 * The deletion's preValidation hook: a visitor is told to log in, and a player who has not waited
 * long enough since opening the deletion page is told to wait, before the fields are judged.
 */
const deletionWaitOver = (app: FastifyInstance) => async (request: FastifyRequest) => {
  const user = requireUser(request);
  const waitSeconds = app.config.DELETE_WAIT_SECONDS;
  const wait = await deletionWaitLeft(app.db, user.id, waitSeconds);
  if (wait > 0) {
    throw refuseAs(
      'deletion_wait',
      409,
      `For your safety, your account can be deleted ${waitSeconds} seconds after you open the deletion page. Please wait ${wait} more seconds.`,
    );
  }
};
export default accountRoutes;
