/** Refused when a way of signing in is added or removed without the account password. */
export const FACTOR_PASSWORD_REQUIRED_TEXT = 'Enter your password: adding or removing a way to sign in needs it.';

export const PRIVACY_LEVELS = ['public', 'friends', 'private'] as const;
/** The tabs of a public profile whose visibility the owner chooses. */
/** `history`: the Progress tab, GET /api/character/{id}/history and the share card's curve. */
export const PROFILE_TABS = ['inventory', 'bank', 'friends', 'timeline', 'history'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What the owner's activity log records. */
export const ACTIVITY_KINDS = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'backup_codes_regenerated',
  'passkey_added',
  'passkey_removed',
  'social_linked',
  'social_unlinked',
  'session_ended',
  'sessions_ended',
  'purchase',
  'gift_received',
  'bet_created',
  'bet_joined',
  'bet_cancelled',
  'staff_action',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Refused when a second-factor code is neither six digits nor shaped like a backup code. */
export const TWO_FACTOR_CODE_TEXT = 'The code field must be the 6 digits from your app or a backup code.';

/** A second-factor code: six digits from the app, or a backup code like abcde-fghij. */
export const TWO_FACTOR_CODE_PATTERN = '^(\\d{6}|[A-Za-z0-9]{5}[\\s-]?[A-Za-z0-9]{5})$';
