import type { Static } from 'typebox';
import type * as S from '../schemas/security';
export { PROFILE_TABS, type ActivityKind, type ProfileTab } from '../values/security';

// Account security and privacy, derived from their schemas.

export type PrivacyLevel = Static<typeof S.PrivacyLevel>;
/** `GET /api/user/account/privacy`. */
export type PrivacySettings = Static<typeof S.PrivacySettings>;
/** `GET /api/user/account/export`: everything about the account, one JSON file. */
export type AccountExport = Static<typeof S.AccountExport>;
/** `GET /api/user/account/sessions`: one live session of the owner. */
export type SessionRow = Static<typeof S.SessionRow>;
/** A row of `GET /api/user/account/activity`. */
export type ActivityRow = Static<typeof S.ActivityRow>;
/** The values of an activity row's message. */
export type ActivityArgs = Static<typeof S.ActivityArgs>;
export type TwoFactorStatus = Static<typeof S.TwoFactorStatus>;
export type TwoFactorSetupAnswer = Static<typeof S.TwoFactorSetupAnswer>;
export type BackupCodesAnswer = Static<typeof S.BackupCodesAnswer>;
/** A row of `GET /api/user/account/passkeys`. */
export type PasskeyRow = Static<typeof S.PasskeyRow>;
export type PasskeyRegistrationOptions = Static<typeof S.PasskeyRegistrationOptions>;
export type PasskeySignInOptions = Static<typeof S.PasskeySignInOptions>;
