import type { Static } from 'typebox';
import type * as S from '../schemas/security';

// Account security and privacy (issue 18), derived from their schemas.

export const PRIVACY_LEVELS = ['public', 'friends', 'private'] as const;
/** The tabs of a public profile whose visibility the owner chooses. */
export const PROFILE_TABS = ['inventory', 'bank', 'friends', 'timeline'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type PrivacyLevel = Static<typeof S.PrivacyLevel>;
/** `GET /api/user/account/privacy`. */
export type PrivacySettings = Static<typeof S.PrivacySettings>;
/** `GET /api/user/account/export`: everything about the account, one JSON file. */
export type AccountExport = Static<typeof S.AccountExport>;
