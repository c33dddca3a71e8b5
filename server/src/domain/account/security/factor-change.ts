import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { deviceInMail, maskIp } from './devices';
import type { NoticeMail } from './sign-in';
import type { Language } from '@contract/i18n/languages';
import { mailLanguage, mailWriter } from '../../../lib/mail-text';

export interface FactorChange {
  userId: number;
  /** What changed, one sentence, e.g. "A passkey was added: Laptop." */
  detail: string;
  ip: string;
  userAgent: string | undefined;
  /** The site's public origin, for the links in the mail. */
  origin: string;
  /** The mail's language when the account has not chosen one: the request's. */
  language: Language;
  now?: Date;
}

/**
 * The mail to the owner after a way of signing in was added or removed, or null for an account
 * without an address. Someone holding a copied session (and the password) must not add a passkey or
 * a linked account unseen: the mail names the change and how to undo it with a password reset.
 */
export async function factorChangeMail(db: Db, change: FactorChange): Promise<NoticeMail | null> {
  const [user] = await db
    .select({ Username: users.Username, Email: users.Email, Language: users.Language })
    .from(users)
    .where(and(eq(users.id, change.userId), isNull(users.DeletedAt)))
    .limit(1);
  if (!user?.Email) return null;
  const { say, sentence, moment } = mailWriter(mailLanguage(user.Language, change.language));
  return {
    to: user.Email,
    subject: say('A sign-in method of your Guildhall account changed'),
    text: [
      say('Hello {name},', { name: user.Username }),
      '',
      say('A way of signing in to your Guildhall account was just changed:'),
      '',
      `  ${sentence(change.detail)}`,
      '',
      `  ${say('Device: {device}', { device: deviceInMail(change.userAgent, say) })}`,
      `  ${say('Address: {address}', { address: maskIp(change.ip) ?? say('unknown') })}`,
      `  ${say('When: {when}', { when: moment(change.now ?? new Date()) })}`,
      '',
      say('If this was you, there is nothing to do.'),
      say(
        'If not, reset your password at {link}: the reset page lists your passkeys, two-factor sign-in and linked accounts, and removes the ones you did not add.',
        { link: `${change.origin}/recovery` },
      ),
      '',
      say('The Guildhall team'),
    ].join('\n'),
  };
}
