import { Type } from 'typebox';
import { DataTablesAnswer, ItemRef, MESSAGES_KEYWORD, Rarity, TRIM_KEYWORD } from './common';
import { CHALLENGE_REQUIRED_TEXT, EMAIL_FORMAT_TEXT, USERNAME_PATTERN_TEXT } from '../values/account';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../rules/field-limits';
import { COUNTRY_CODES, UNKNOWN_COUNTRY } from '../forms/countries';

/** The token of a mailed link: required, and no longer than any token the site mails. */
const MailedToken = (description: string) => Type.String({ minLength: 1, maxLength: 200, description });

// The account and access calls (docs/product-rules.md#http-contract Account and access): log in and out, register,
// password recovery, the account screens, social login, and the human check they use.

/** `POST /api/user/login` and `/api/user/register`: the player now logged in. */
export const SessionAnswer = Type.Object(
  {
    id: Type.Integer(),
    Username: Type.String(),
    twoFactor: Type.Optional(
      Type.Literal('required', {
        description: 'The password was right but the account has two-factor sign-in: no session yet; send the code to POST /api/user/login/two-factor.',
      }),
    ),
  },
  { description: 'The player now logged in (the session cookie is set).', examples: [{ id: 1, Username: 'Aria' }] },
);

const ACCOUNT_NOTICE_TYPES = ['success', 'info', 'warning', 'danger'] as const;

/** One line of the account-save answer, shown as an alert. */
const AccountNotice = Type.Object({ type: Type.Enum(ACCOUNT_NOTICE_TYPES), message: Type.String() });

/** `POST /api/user/account/save` and `GET /api/user/account/avatar/default`: notices keyed by what changed (account, password, avatar). */
export const AccountSaveAnswer = Type.Record(Type.String(), AccountNotice, {
  description: 'Notices keyed by the part of the account they concern (account, password, avatar).',
  examples: [{ account: { type: 'success', message: 'Your account details have been saved.' } }],
});

/** `GET /api/user/account`: what the account form edits and shows. */
export const AccountDetails = Type.Object(
  {
    id: Type.Integer(),
    Username: Type.String(),
    Email: Type.Union([Type.String(), Type.Null()]),
    CountryCode: Type.String(),
    ProfileVersion: Type.Integer(),
    ProviderID: Type.Optional(Type.String({ description: 'Present only while the account uses an external picture.' })),
    ProviderName: Type.Union([Type.String(), Type.Null()]),
    hasUploadedAvatar: Type.Boolean({ description: 'True when the player uploaded an avatar (served at the head image URL).' }),
    linkedProviders: Type.Array(Type.String(), { description: 'Social providers linked to this account.' }),
    EmailVerified: Type.Boolean({
      description: 'True once the owner opened the verification link mailed to Email (recovery mails go only to a verified address).',
    }),
    PendingEmail: Type.Union([Type.String(), Type.Null()], {
      description: 'A new address asked for on the account form, waiting for the link mailed to it; Email stays until then.',
    }),
    DateCreated: Type.String({
      format: 'date-time',
      description: 'When the account was registered (ISO 8601): the welcome modal greets only new players as such.',
    }),
  },
  { description: 'The logged-in player’s account, as the account form edits and shows it.' },
);

/** `GET /api/user/account/wheel` rows (docs/product-rules.md#entities-and-fields Wheel entry). */
export const WheelEntry = Type.Object({
  id: Type.Integer(),
  item: Type.Intersect([ItemRef, Type.Object({ rarity: Type.Union([Rarity, Type.Null()]) })]),
  Quantity: Type.Integer(),
  IsSpecial: Type.Boolean(),
  Chance: Type.Number({ description: 'Percentage chance of this entry on the wheel.' }),
  has_item: Type.Boolean({ description: 'Whether the player already owns the item.' }),
});

export const WheelAnswer = DataTablesAnswer(WheelEntry);

/** `POST /api/user/account/delete/start`: the deletion wait starts (or goes on) on the server. */
export const DeleteStartAnswer = Type.Object(
  { waitSeconds: Type.Integer({ minimum: 0, description: 'Seconds left before the deletion may be confirmed.' }) },
  { description: 'The deletion wait, counted by the server from the first opening of the deletion page.', examples: [{ waitSeconds: 30 }] },
);

const ALTCHA_ALGORITHMS = ['SHA-1', 'SHA-256', 'SHA-512'] as const;

/** `GET /api/challenge`: an ALTCHA challenge (self-hosted human check). */
export const AltchaChallenge = Type.Object(
  {
    algorithm: Type.Enum(ALTCHA_ALGORITHMS),
    challenge: Type.String(),
    maxnumber: Type.Optional(Type.Integer()),
    salt: Type.String({ description: 'Carries the expiry and the parameters the signature covers.' }),
    signature: Type.String(),
  },
  { description: 'An ALTCHA proof-of-work challenge for the human check of the guarded forms.' },
);

/** Social login: the provider in the path (discord, google). */
export const SocialParams = Type.Object({ provider: Type.String({ description: 'The social provider, e.g. discord or google.', examples: ['discord'] }) });

/**
 * The provider's answer on the callback (OAuth 2 authorization code flow). A browser lands here, so an
 * answer that breaks these rules is a failed social login (the same redirect as a refused one), not a 422.
 */
export const SocialCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: 'The authorization code (opaque, at most 2,048 characters).' })),
  state: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{1,128}$',
      description: 'Must match the state this browser was given (base64url, at most 128 characters).',
    }),
  ),
  error: Type.Optional(
    Type.String({
      maxLength: 256,
      description: 'Set by the provider when the player refused or it failed: an OAuth error code, at most 256 characters.',
      examples: ['access_denied'],
    }),
  ),
});

/** A redirect: the browser follows the Location header; there is no body to read. */
/** `POST /api/user/account/social/{provider}/link`: where the browser goes to log in at the provider. */
export const SocialLinkStart = Type.Object({ url: Type.String({ description: 'The provider’s authorization address; its callback links the account.' }) });

export const Redirect = Type.Null({ description: 'A redirect (Location header).' });

// Form bodies: the routes check them, and the SPA's forms with code generated from them (contract/forms/form-bodies.ts).

/** The human-check answer, required: a refusal asks to complete it. */
export const ChallengeAnswer = Type.String({
  minLength: 1,
  maxLength: 10_000,
  description: 'The human-check answer: the ALTCHA payload, or the Turnstile/hCaptcha token.',
  [MESSAGES_KEYWORD]: { required: CHALLENGE_REQUIRED_TEXT, minLength: CHALLENGE_REQUIRED_TEXT },
});

/** A required email address, its surrounding spaces dropped. */
export const EmailAddress = (description: string) =>
  Type.String({
    [TRIM_KEYWORD]: true,
    minLength: 1,
    maxLength: EMAIL_MAX,
    format: 'email',
    description,
    examples: ['aria@example.com'],
    [MESSAGES_KEYWORD]: { format: EMAIL_FORMAT_TEXT },
  });

/** A new password: long enough, and bounded so hashing it stays cheap. */
const NewPassword = (description: string) => Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description });

export const LoginBody = Type.Object({
  username: Type.String({ [TRIM_KEYWORD]: true, minLength: 1, maxLength: EMAIL_MAX, description: 'The username or the email address.', examples: ['Aria'] }),
  // Only bounded: passwords set before today's minimum still sign in.
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'The password.' }),
});

/** A new password typed again: the route compares it once every field passes. */
const PasswordAgain = (description: string) => Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description });

/** A country the player picks: an ISO 3166-1 alpha-2 code (XK for Kosovo), or XX for none said. */
const CountryCode = Type.Enum([...COUNTRY_CODES, UNKNOWN_COUNTRY], {
  description: 'An ISO 3166-1 alpha-2 country code (XK: Kosovo), or XX: other / prefer not to say.',
  examples: ['FR'],
});

export const RegisterBody = Type.Object({
  username: Type.String({
    [TRIM_KEYWORD]: true,
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    pattern: '^[A-Za-z0-9_]+$',
    description: 'Letters, numbers and underscores.',
    examples: ['Aria'],
    [MESSAGES_KEYWORD]: { pattern: USERNAME_PATTERN_TEXT },
  }),
  email: EmailAddress('The email address.'),
  password: NewPassword('The new password.'),
  password_confirmation: PasswordAgain('The password again.'),
  country: CountryCode,
  challenge: ChallengeAnswer,
});

export const RecoverySendBody = Type.Object({
  email: EmailAddress('The email address of the account.'),
  challenge: ChallengeAnswer,
});

export const RecoveryResetBody = Type.Object({
  token: MailedToken('The token of the mailed link, /recovery/reset/{token}.'),
  password: NewPassword('The new password.'),
  password_confirmation: PasswordAgain('The new password again.'),
  remove_passkeys: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^(\\d{1,9}(,\\d{1,9})*)?$',
      description: 'Ids of the account’s passkeys to remove, separated by commas (absent: all kept).',
      examples: ['3,7'],
      [MESSAGES_KEYWORD]: { pattern: 'The remove passkeys field must list passkey ids separated by commas.' },
    }),
  ),
  remove_two_factor: Type.Optional(
    Type.Enum(['', '0', '1'], {
      description: '1 to turn two-factor sign-in off (absent: kept).',
      examples: ['1'],
      [MESSAGES_KEYWORD]: { enum: 'The remove two factor field must be 1 or 0.' },
    }),
  ),
  remove_providers: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^([a-z]{1,32}(,[a-z]{1,32})*)?$',
      description: 'Linked social providers to unlink, separated by commas (absent: all kept).',
      examples: ['google'],
      [MESSAGES_KEYWORD]: { pattern: 'The remove providers field must list provider names separated by commas.' },
    }),
  ),
});

/** `POST /api/user/recovery/factors`: the mailed link's token. */
export const RecoveryFactorsBody = Type.Object({
  token: MailedToken('The token of the mailed link, /recovery/reset/{token}.'),
});

/** The ways of signing in besides the password, listed on the reset page so the owner can remove them. */
export const RecoveryFactors = Type.Object({
  passkeys: Type.Array(Type.Object({ id: Type.Integer(), Name: Type.String() })),
  twoFactor: Type.Boolean({ description: 'Two-factor sign-in is on.' }),
  linkedProviders: Type.Array(Type.String(), { description: 'Social providers that can sign in to the account.' }),
});

/** `POST /api/user/account/email/confirm`: a mailed verification or change link, opened. */
export const EmailConfirmBody = Type.Object({
  token: MailedToken('The token of the mailed link, /account/verify-email?token={token}.'),
});

/** `POST /api/user/account/email/confirm`: what the link did. */
export const EmailConfirmAnswer = Type.Object(
  {
    message: Type.String(),
    purpose: Type.Enum(['verify', 'change'] as const, { description: 'verify: the account’s address is verified; change: the account uses the new address.' }),
    Email: Type.String({ description: 'The address the link confirmed.' }),
  },
  { examples: [{ message: 'Your email address aria@example.com is verified.', purpose: 'verify', Email: 'aria@example.com' }] },
);

export const AccountSaveBody = Type.Object({
  email: EmailAddress('The email address.'),
  country: CountryCode,
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX, description: 'The current password: required to change the email or the password.' })),
  password: Type.Optional(
    Type.String({
      maxLength: PASSWORD_MAX,
      // Blank keeps the current password.
      pattern: `^(|[\\s\\S]{${PASSWORD_MIN},})$`,
      description: 'A new password; blank keeps the current one.',
      [MESSAGES_KEYWORD]: { pattern: `The password field must be at least ${PASSWORD_MIN} characters.` },
    }),
  ),
  password_confirmation: Type.Optional(Type.String({ maxLength: PASSWORD_MAX, description: 'The new password again (required with a new password).' })),
  avatar: Type.Optional(Type.String({ format: 'binary', description: 'A new avatar picture (multipart file), replacing an external one.' })),
});

/** A password being checked: only bounded, so passwords set before today's minimum still work. */
const CurrentPassword = (description: string) => Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description });

export const AccountDeleteBody = Type.Object({
  password: CurrentPassword('The password, proving it is the owner.'),
  challenge: ChallengeAnswer,
});
