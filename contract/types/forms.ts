import type { Static, TSchema } from 'typebox';
import type * as Account from '../schemas/account';
import type * as Bets from '../schemas/bets';
import type * as Help from '../schemas/help';
import type * as News from '../schemas/news';
import type * as Security from '../schemas/security';

// The values of the SPA's forms, from the request schemas their calls send: a form's values are
// text, as form data carries them, whatever type the schema reads from that text.

type TextFields<T extends TSchema> = { [K in keyof Static<T>]: string };

export type LoginForm = TextFields<typeof Account.LoginBody>;
export type RegisterForm = TextFields<typeof Account.RegisterBody>;
export type RecoverySendForm = TextFields<typeof Account.RecoverySendBody>;
export type RecoveryResetForm = TextFields<typeof Account.RecoveryResetBody>;
export type AccountDeleteForm = TextFields<typeof Account.AccountDeleteBody>;
export type TwoFactorCodeForm = TextFields<typeof Security.TwoFactorCodeBody>;
export type TwoFactorDisableForm = TextFields<typeof Security.TwoFactorDisableBody>;
export type ConfirmPasswordForm = TextFields<typeof Security.FactorPasswordBody>;
export type PasskeyNameForm = Pick<TextFields<typeof Security.PasskeyAddBody>, 'name'>;
export type ContactForm = TextFields<typeof Help.ContactBody>;

/** The stake as the number input holds it: blank until typed. */
export type BetNewForm = { [K in keyof Static<ReturnType<typeof Bets.BetNewBody>>]: number | '' };

/** The news editor: its check boxes are booleans, sent as 1 or 0. */
export type NewsPostForm = Omit<TextFields<typeof News.NewsPostBody>, 'IsPublished' | 'IsPinned'> & { IsPublished: boolean; IsPinned: boolean };
