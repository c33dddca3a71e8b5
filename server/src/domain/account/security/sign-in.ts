import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { accountActivity, users } from '../../../db/schema/index';
import { deviceInMail, maskIp } from './devices';
import { recordActivity, type ActivityEntry } from './activity';
import type { Language } from '@contract/i18n/languages';
import { mailLanguage, mailWriter } from '../../../lib/mail-text';

// What a sign-in leaves behind: a line in the owner's activity log, and a mail when
// the browser never signed in to the account before (no device cookie) while others did.

export interface SignInContext {
  userId: number;
  ip: string;
  userAgent: string | undefined;
  /** The browser carries no device cookie of this account. */
  unknownBrowser: boolean;
  /** The site's public origin, for the link in the mail. */
  origin: string;
  /** The mail's language when the account has not chosen one: the signing-in request's. */
  language: Language;
  /** The line in the activity log; "Signed in with the password." unless told. */
  entry?: ActivityEntry;
  now?: Date;
}

export interface NoticeMail {
  to: string;
  subject: string;
  text: string;
}

/** Records the sign-in; answers the mail to send when it came from a new device, else null. */
export async function noteSignIn(db: Db, ctx: SignInContext): Promise<NoticeMail | null> {
  const [before] = await db
    .select({ id: accountActivity.id })
    .from(accountActivity)
    .where(and(eq(accountActivity.UserID, ctx.userId), eq(accountActivity.Kind, 'sign_in')))
    .limit(1);
  await recordActivity(db, { userId: ctx.userId, kind: 'sign_in', entry: ctx.entry ?? { message: 'sign_in_password' }, ip: ctx.ip, userAgent: ctx.userAgent });
  // The very first sign-in has no other device to compare with.
  if (!ctx.unknownBrowser || !before) return null;
  const [user] = await db
    .select({ Username: users.Username, Email: users.Email, Language: users.Language })
    .from(users)
    .where(and(eq(users.id, ctx.userId), isNull(users.DeletedAt)))
    .limit(1);
  if (!user?.Email) return null;
  const { say, moment } = mailWriter(mailLanguage(user.Language, ctx.language));
  return {
    to: user.Email,
    subject: say('New sign-in to your Guildhall account'),
    text: [
      say('Hello {name},', { name: user.Username }),
      '',
      say('Your Guildhall account was just signed in to from a device it had not seen before:'),
      '',
      `  ${say('Device: {device}', { device: deviceInMail(ctx.userAgent, say) })}`,
      `  ${say('Address: {address}', { address: maskIp(ctx.ip) ?? say('unknown') })}`,
      `  ${say('When: {when}', { when: moment(ctx.now ?? new Date()) })}`,
      '',
      say('If this was you, there is nothing to do.'),
      say('If not, change your password and sign out the other sessions at {link}', { link: `${ctx.origin}/account/security` }),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}

/** A wrong password for an existing account: a line in its log (the address and device of the attempt). */
export async function noteFailedSignIn(db: Db, userId: number, ip: string, userAgent: string | undefined): Promise<void> {
  await recordActivity(db, { userId, kind: 'sign_in_failed', entry: { message: 'sign_in_failed_password' }, ip, userAgent });
}
