// Field lengths the forms show (counters, hints) and their request schemas enforce. They live apart
// from the schemas so a page can show them without loading its form's check before its first paint.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_NAME_MAX = 64;
export const CONTACT_SUBJECT_MAX = 150;
export const PASSKEY_NAME_MAX = 64;
