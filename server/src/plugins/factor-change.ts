import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityKind } from '@contract/types/security';
import { refuse } from '../lib/http-errors';
import { loadAccount } from '../domain/account/users';
import { activityDetail, recordActivity, type ActivityEntry } from '../domain/account/security/activity';
import { factorChangeMail } from '../domain/account/security/factor-change';
import { siteOrigin } from '../domain/account/site-url';
import { requireUser } from './session';
import { checkAccountPassword } from './password-check';
import { requestLanguage } from '../lib/request-language';

/**
 * Before a way of signing in is added or removed: the request must carry the account's password
 * (a counted attempt). A session alone is not enough, or a copied cookie would add a passkey or a
 * linked account that outlives a password reset. Answers the signed-in account's id.
 */
export async function requirePasswordForFactorChange(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const user = requireUser(request);
  // Every route that calls this declares FactorPasswordBody, so its schema has checked the password.
  const { password } = request.body as { password: string };
  const account = await loadAccount(app.db, user.id);
  if (!account) throw refuse(401, 'Please log in to continue.');
  await checkAccountPassword(app, account.id, account.PasswordHash, password, 'password');
  return account.id;
}

/** After a way of signing in was added or removed: a line in the owner's activity log and a mail to the owner. */
export async function noteFactorChange(app: FastifyInstance, request: FastifyRequest, userId: number, kind: ActivityKind, entry: ActivityEntry): Promise<void> {
  const userAgent = request.headers['user-agent'];
  await recordActivity(app.db, { userId, kind, entry, ip: request.ip, userAgent });
  const mail = await factorChangeMail(app.db, {
    userId,
    detail: activityDetail(entry),
    ip: request.ip,
    userAgent,
    origin: siteOrigin(app.config),
    language: requestLanguage(request),
  });
  if (mail) app.mailer.defer(() => app.mailer.send(mail));
}
