import type { AccountSaveAnswer } from '@contract/types/account';
import { paths } from '@contract/paths';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { saveAccountChanges, type AccountChanges } from './account';
import { storeAvatar, type AvatarStorage } from './avatar';
import type { Language } from '@contract/i18n/languages';
import { changeConfirmMail, changeNoticeMail, issueEmailToken } from './email';
import type { NoticeMail } from './security/sign-in';

export interface AccountSave {
  country: string;
  /** A new address to confirm (checked free and allowed by the caller). */
  newEmail?: string;
  newPassword?: string;
  /** The new avatar, already normalised to a PNG. */
  avatar?: Buffer;
  /** The session that stays signed in when the password changes (its hash). */
  keepSessionHash?: string;
  /** The site's public origin, for the confirmation link. */
  origin: string;
  /** The language of the mails about a new address. */
  language: Language;
}

/**
 * Saves what the owner changed on the account form, once every check has passed: country, avatar,
 * password (which signs out the other sessions). A new address is not stored yet: the link mailed to
 * it changes it and the old address gets a notice. Answers the form's notices, keyed by part, and
 * the mails to send after the answer.
 */
export async function saveAccount(
  db: Db,
  account: { id: number; Username: string; Email: string | null; CountryCode: string | null },
  save: AccountSave,
  avatarStorage: AvatarStorage,
): Promise<{ answer: AccountSaveAnswer; mails: NoticeMail[] }> {
  const answer: AccountSaveAnswer = {};
  const changes: AccountChanges = {};
  const mails: NoticeMail[] = [];
  if (save.country !== account.CountryCode) {
    changes.CountryCode = save.country;
    answer.account = { type: 'success', message: 'Your account details have been saved.' };
  }
  if (save.newEmail) {
    const token = await issueEmailToken(db, account.id, 'change', save.newEmail);
    const link = `${save.origin}${paths.accountVerifyEmail(token)}`;
    mails.push({ to: save.newEmail, ...changeConfirmMail(save.language, account.Username, save.newEmail, link) });
    if (account.Email) mails.push({ to: account.Email, ...changeNoticeMail(save.language, account.Username, save.newEmail) });
    answer.email = {
      type: 'info',
      message: `We have sent a confirmation link to ${save.newEmail}. Your email address changes when you open it; until then it stays ${account.Email ?? 'as it is'}.`,
    };
  }
  if (save.newPassword) {
    changes.PasswordHash = await hashPassword(save.newPassword);
    answer.password = { type: 'success', message: 'Your password has been changed. Your other devices have been logged out.' };
  }
  if (save.avatar) {
    await storeAvatar(avatarStorage, account.id, save.avatar);
    changes.avatarUploaded = true;
    answer.avatar = { type: 'success', message: 'Your new avatar has been uploaded.' };
  }
  await saveAccountChanges(db, account.id, changes, save.keepSessionHash);
  if (Object.keys(answer).length === 0) answer.account = { type: 'info', message: 'Nothing to change: your account is up to date.' };
  return { answer, mails };
}
