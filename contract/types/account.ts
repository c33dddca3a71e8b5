import type { Static } from 'typebox';
import type * as S from '../schemas/account';

// Answer shapes of the account and access calls (docs/product-rules.md#http-contract), derived from their schemas.

/** POST /api/user/login and /api/user/register: the player now logged in. */
export type SessionAnswer = Static<typeof S.SessionAnswer>;

/** POST /api/user/account/save and GET /api/user/account/avatar/default: a map of notices. */
export type AccountSaveAnswer = Static<typeof S.AccountSaveAnswer>;

/** GET /api/user/account: what the account form edits and shows. */
export type AccountDetails = Static<typeof S.AccountDetails>;
/** `POST /api/user/recovery/factors`: the sign-in factors a password reset can remove. */
export type RecoveryFactors = Static<typeof S.RecoveryFactors>;
/** `POST /api/user/account/social/{provider}/link`: the provider address the browser goes to. */
export type SocialLinkStart = Static<typeof S.SocialLinkStart>;

/** POST /api/user/account/email/confirm: what a mailed verification or change link did. */
export type EmailConfirmAnswer = Static<typeof S.EmailConfirmAnswer>;

/** GET /api/user/account/wheel rows (docs/product-rules.md#entities-and-fields Wheel entry). */
export type WheelEntry = Static<typeof S.WheelEntry>;

/** POST /api/user/account/delete/start: the seconds left before the deletion may be confirmed. */
export type DeleteStartAnswer = Static<typeof S.DeleteStartAnswer>;

/** GET /api/challenge: an ALTCHA challenge (self-hosted human check). */
export type AltchaChallenge = Static<typeof S.AltchaChallenge>;
