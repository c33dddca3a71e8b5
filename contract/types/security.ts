import type { Static } from 'typebox';
import type * as S from '../schemas/security';

// Account security and privacy (issue 18), derived from their schemas.

export const PRIVACY_LEVELS = ['public', 'friends', 'private'] as const;
/** The tabs of a public profile whose visibility the owner chooses. */
/** `history`: the Progress tab (issue 17), GET /api/character/{id}/history and the share card's curve. */
export const PROFILE_TABS = ['inventory', 'bank', 'friends', 'timeline', 'history'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** What the owner's activity log records (issue 18 part 3). */
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

export type PrivacyLevel = Static<typeof S.PrivacyLevel>;
/** `GET /api/user/account/privacy`. */
export type PrivacySettings = Static<typeof S.PrivacySettings>;
/** `GET /api/user/account/export`: everything about the account, one JSON file. */
export type AccountExport = Static<typeof S.AccountExport>;
/** `GET /api/user/account/sessions`: one live session of the owner. */
export type SessionRow = Static<typeof S.SessionRow>;
/** A row of `GET /api/user/account/activity`. */
export type ActivityRow = Static<typeof S.ActivityRow>;
export type TwoFactorStatus = Static<typeof S.TwoFactorStatus>;
export type TwoFactorSetupAnswer = Static<typeof S.TwoFactorSetupAnswer>;
export type BackupCodesAnswer = Static<typeof S.BackupCodesAnswer>;
/** A row of `GET /api/user/account/passkeys`. */
export type PasskeyRow = Static<typeof S.PasskeyRow>;
export type PasskeyRegistrationOptions = Static<typeof S.PasskeyRegistrationOptions>;
export type PasskeySignInOptions = Static<typeof S.PasskeySignInOptions>;
