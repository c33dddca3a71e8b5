// The sentences of the owner's activity log, by a message id the API sends beside each row, so a
// page writes the sentence in its reader's language (docs/translations.md#the-activity-log). Each
// English template is a key of the shared sentences' catalogue (contract/locales); the server writes
// the same template in English as the row's Detail. A staff action has no template: its sentence is
// the action's label, with the staff member's reason (STAFF_ACTION_WITH_REASON) when they gave one.

export const ACTIVITY_TEMPLATES = {
  sign_in_password: 'Signed in with the password.',
  sign_in_passkey: 'Signed in with a passkey: {name}.',
  sign_in_provider: 'Signed in with {provider}.',
  sign_in_backup_code: 'A backup code was used to sign in.',
  sign_in_failed_password: 'A sign-in failed: wrong password.',
  sign_in_failed_code: 'A sign-in failed: wrong two-factor code.',
  password_changed: 'Your password was changed.',
  email_changed: 'Your email address was changed.',
  two_factor_enabled: 'Two-factor sign-in was turned on.',
  two_factor_disabled: 'Two-factor sign-in was turned off.',
  two_factor_reset: 'Two-factor sign-in was turned off with the password reset.',
  passkey_added: 'A passkey was added: {name}.',
  passkey_removed: 'A passkey was removed: {name}.',
  passkey_reset: 'A passkey was removed with the password reset: {name}.',
  social_linked: '{provider} was linked: it can now sign in to this account.',
  social_reset: '{provider} was unlinked with the password reset.',
  session_ended: 'Signed out {device}.',
  session_ended_unknown: 'Signed out a session.',
  sessions_ended: 'Signed out {count, plural, one {# other session} other {# other sessions}}.',
  purchase: 'Bought {package} for {cost} {currency}',
  purchase_gift: 'Bought {package} for {cost} {currency} as a gift for {player}',
  purchase_gift_gone: 'Bought {package} for {cost} {currency} as a gift for a player who has since left',
  gift_received: 'Received {package} as a gift',
  bet_created: 'Created bet #{bet} for {coins} coins',
  bet_joined: 'Joined bet #{bet} for {coins} coins',
  bet_cancelled: 'Cancelled bet #{bet}: {coins} coins back',
} as const;

export type ActivityTemplateId = keyof typeof ACTIVITY_TEMPLATES;

/** Every message id a row of the log may carry: null on a row stored before the ids. */
export const ACTIVITY_MESSAGES = [...(Object.keys(ACTIVITY_TEMPLATES) as ActivityTemplateId[]), 'staff_action'] as const;
export type ActivityMessage = ActivityTemplateId | 'staff_action';

/** A staff action with the staff member's own words (kept as written): `{action}` is the action's label. */
export const STAFF_ACTION_WITH_REASON = '{action} (reason: {reason})';
