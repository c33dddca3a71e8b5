import { Type } from 'typebox';
import { ACTIVITY_KINDS, FACTOR_PASSWORD_REQUIRED_TEXT, PRIVACY_LEVELS, TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_CODE_TEXT } from '../values/security';
import { PASSKEY_NAME_MAX, PASSWORD_MAX } from '../rules/field-limits';
import { DataTablesAnswer, FormFlag, MESSAGES_KEYWORD, TRIM_KEYWORD } from './common';
import { ACTIVITY_MESSAGES } from '../values/activity';

// Account security and privacy: privacy settings of the public profile.

export const PrivacyLevel = Type.Enum(PRIVACY_LEVELS, {
  description: 'public: everyone; friends: the players on the owner’s friends list; private: only the owner.',
});

/** `GET /api/user/account/privacy` and the answer of its save. */
export const PrivacySettings = Type.Object(
  {
    inventory: PrivacyLevel,
    bank: PrivacyLevel,
    friends: PrivacyLevel,
    timeline: PrivacyLevel,
    history: PrivacyLevel,
    hideFromRankings: Type.Boolean({ description: 'Rankings show "hidden player" in the row, which keeps its position.' }),
    hideFromOnline: Type.Boolean({ description: 'Left out of the who’s-online list.' }),
    hideFromSearch: Type.Boolean({ description: 'Name searches never find the player.' }),
  },
  {
    description: 'Who may see each tab of the public profile, and where the player is listed.',
    examples: [
      {
        inventory: 'private',
        bank: 'friends',
        friends: 'public',
        timeline: 'public',
        history: 'friends',
        hideFromRankings: false,
        hideFromOnline: true,
        hideFromSearch: false,
      },
    ],
  },
);

/** `POST /api/user/account/privacy`: form fields (booleans as 1/0 or true/false). */
export const PrivacyBody = Type.Object({
  inventory: PrivacyLevel,
  bank: PrivacyLevel,
  friends: PrivacyLevel,
  timeline: PrivacyLevel,
  history: Type.Optional(
    Type.Enum(PRIVACY_LEVELS, { description: 'public, friends or private: the Progress tab and its history (absent: unchanged).', examples: ['friends'] }),
  ),
  hideFromRankings: FormFlag('1 to show "hidden player" in the rankings.', ['0']),
  hideFromOnline: FormFlag('1 to stay off the who’s-online list.', ['1']),
  hideFromSearch: FormFlag('1 to stay out of name searches.', ['0']),
});

// Sessions and activity.

const named = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
/** The names read from a User-Agent, for a page to put its own language's words around (`deviceName` in contract/rules/device-name.ts). */
export const DevicePartsField = Type.Union(
  [
    Type.Object({
      browser: named('The browser and its major version ("Chrome 120"); the start of the User-Agent when it names no browser nor system.'),
      system: named('The system and its version ("Windows 10").'),
      model: named('The maker and model of a phone or tablet ("Apple iPhone").'),
    }),
    Type.Null(),
  ],
  { description: "The device's names, as the products call themselves; null without a User-Agent." },
);

export const SessionRow = Type.Object({
  id: Type.String({ description: 'The id this list names the session by (not the cookie).' }),
  current: Type.Boolean({ description: 'The session of this browser.' }),
  device: Type.Union([Type.String(), Type.Null()], {
    description: 'Browser and system read from the User-Agent, in English, e.g. "Chrome 120 on Windows 10".',
  }),
  deviceParts: DevicePartsField,
  ip: Type.Union([Type.String(), Type.Null()], { description: 'The sign-in address with its last part hidden (203.0.113.*).' }),
  DateCreated: Type.String({ format: 'date-time', description: 'When the session signed in.' }),
  LastSeenAt: Type.String({ format: 'date-time', description: 'When it was last used (updated every few minutes).' }),
  ExpiresAt: Type.String({ format: 'date-time' }),
});

export const SessionsAnswer = Type.Array(SessionRow, { description: 'The owner’s live sessions, this browser’s first.' });

export const SessionIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }) });

export const SessionsEndedAnswer = Type.Object({ ended: Type.Integer({ minimum: 0 }), message: Type.String() });

const ActivityKind = Type.Enum(ACTIVITY_KINDS);

/** The values of a row's message; each message uses its own few. */
export const ActivityArgs = Type.Object(
  {
    package: Type.Optional(Type.String({ description: 'A store package’s name (kept as it is).' })),
    cost: Type.Optional(Type.Integer({ description: 'What a purchase cost, in its currency.' })),
    currency: Type.Optional(Type.String({ description: 'The purchase’s currency (`Coins`, or a real-money code).' })),
    player: Type.Optional(Type.String({ description: 'The player a gift was for.' })),
    bet: Type.Optional(Type.Integer({ description: 'A bet’s id.' })),
    coins: Type.Optional(Type.Integer({ description: 'A bet’s stake, or the coins a cancelled bet gave back.' })),
    count: Type.Optional(Type.Integer({ description: 'How many other sessions were signed out.' })),
    device: Type.Optional(Type.String({ description: 'The signed-out session’s device.' })),
    name: Type.Optional(Type.String({ description: 'A passkey’s name.' })),
    provider: Type.Optional(Type.String({ description: 'A social sign-in’s provider (Google, Discord…).' })),
    action: Type.Optional(Type.String({ description: 'The staff action’s code (`player.suspend`), as the staff record names it.' })),
    reason: Type.Optional(Type.String({ description: 'The staff member’s reason, in their own words (suspension, balance correction).' })),
  },
  { additionalProperties: false },
);

export const ActivityRow = Type.Object({
  Kind: ActivityKind,
  Detail: Type.String({ description: 'The entry in English, as stored (the data export, and rows older than their message id).' }),
  message: Type.Union([Type.Enum(ACTIVITY_MESSAGES), Type.Null()], {
    description: 'Which sentence the row is, for a page to write it in its language; null on a row stored before the ids (show its Detail).',
  }),
  args: ActivityArgs,
  ip: Type.Union([Type.String(), Type.Null()], { description: 'Masked address, for sign-ins and security changes.' }),
  device: Type.Union([Type.String(), Type.Null()]),
  Date: Type.String({ format: 'date-time' }),
});

export const ActivityAnswer = Type.Object(
  { ...DataTablesAnswer(ActivityRow).properties },
  { description: 'A page of the owner’s activity log, newest first (DataTables).' },
);

// Take your data: GET /api/user/account/export, one JSON file.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Date_ = Type.String({ format: 'date-time' });

const ExportProfile = Type.Object({
  id: Type.Integer(),
  Username: Type.String(),
  Email: Nullable(Type.String()),
  Role: Type.String(),
  CountryCode: Type.String(),
  ColorName: Type.String(),
  Level: Type.Integer(),
  LevelMax: Type.Integer(),
  Experience: Type.Integer(),
  Coins: Type.Integer(),
  KD: Type.Number(),
  KDDaily: Type.Number(),
  RebirthCount: Type.Integer(),
  ClassPoints: Type.Integer(),
  CurrentServer: Type.String(),
  VipUntil: Nullable(Date_),
  DateCreated: Date_,
  DeleteStartedAt: Nullable(Date_),
  ProviderName: Nullable(Type.String()),
  linkedProviders: Type.Array(Type.String()),
  guild: Nullable(Type.Object({ id: Type.Integer(), Name: Type.String(), RankName: Type.String() })),
  titles: Type.Array(Type.Object({ id: Type.Integer(), Name: Type.String(), DateCreated: Date_ })),
  badges: Type.Array(Type.Object({ id: Type.Integer(), Name: Type.String(), DateCreated: Date_ })),
});

const ExportInventoryRow = Type.Object({
  ItemID: Type.Integer(),
  Name: Type.String(),
  Quantity: Type.Integer(),
  IsSpecial: Type.Boolean(),
  IsBank: Type.Boolean(),
  IsEquipped: Type.Boolean(),
});

const ExportLedgerRow = Type.Object({
  id: Type.Integer(),
  Delta: Type.Integer({ description: 'Positive: coins to you; negative: coins away.' }),
  Reason: Type.String(),
  RefID: Nullable(Type.Integer()),
  Date: Date_,
});

const ExportBetRow = Type.Object({
  id: Type.Integer(),
  role: Type.Enum(['creator', 'joiner'] as const),
  Coins: Type.Integer(),
  Tax: Type.Integer(),
  Status: Type.String(),
  won: Nullable(Type.Boolean()),
  DateCreated: Date_,
  DateJoined: Nullable(Date_),
});

const ExportPurchaseRow = Type.Object({
  id: Type.Integer(),
  PackageID: Type.Integer(),
  Package: Type.String(),
  Cost: Type.Integer(),
  Currency: Type.String(),
  BuyerID: Nullable(Type.Integer()),
  RecipientID: Nullable(Type.Integer()),
  Date: Date_,
});

const ExportTimelineRow = Type.Object({ Identify: Type.String(), Header: Type.String(), Body: Type.String(), Date: Date_ });

const ExportFriendRow = Type.Object({ id: Type.Integer(), Username: Type.String(), DateCreated: Date_ });

const ExportSessionRow = SessionRow;

const ExportActivityRow = ActivityRow;

// Passkeys: WebAuthn credentials, registered from /account/security. The export
// lists them by name and dates, never their keys.
export const PasskeyRow = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'The id this list names the passkey by (not the credential id).' }),
  Name: Type.String({ description: 'The owner’s label, e.g. "Laptop" or "Phone".' }),
  DateCreated: Date_,
  LastUsedAt: Nullable(Date_),
});

export const AccountExport = Type.Object(
  {
    format: Type.Literal('guildhall-account-export/1'),
    exportedAt: Date_,
    profile: ExportProfile,
    privacy: PrivacySettings,
    inventory: Type.Array(ExportInventoryRow, { description: 'The bag and the bank (IsBank), one row per stack.' }),
    ledger: Type.Array(ExportLedgerRow, { description: 'Every movement of your coins, oldest first.' }),
    bets: Type.Array(ExportBetRow),
    purchases: Type.Array(ExportPurchaseRow, { description: 'What you bought, for yourself or as a gift.' }),
    giftsReceived: Type.Array(ExportPurchaseRow, { description: 'Packages other players bought for you.' }),
    timeline: Type.Array(ExportTimelineRow),
    friends: Type.Array(ExportFriendRow),
    sessions: Type.Array(ExportSessionRow),
    activity: Type.Array(ExportActivityRow),
    passkeys: Type.Array(PasskeyRow),
  },
  { description: 'Everything the site holds about your account, as one JSON file.' },
);

// Two-factor sign-in.

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  backupCodesLeft: Type.Integer({ minimum: 0, description: 'Unused backup codes.' }),
  requiredForStaff: Type.Boolean({ description: 'This account is staff and the site requires two-factor sign-in before the dashboard opens.' }),
});

export const TwoFactorSetupAnswer = Type.Object({
  secret: Type.String({ description: 'The Base32 secret, for typing into the app by hand.' }),
  uri: Type.String({ description: 'The otpauth:// URI the QR code holds.' }),
  qr: Type.String({ description: 'The QR code as a data: URL (PNG).' }),
});

const TwoFactorCode = Type.String({
  [TRIM_KEYWORD]: true,
  minLength: 1,
  maxLength: 32,
  pattern: TWO_FACTOR_CODE_PATTERN,
  description: 'The 6-digit code from the app, or a backup code.',
  examples: ['123456'],
  [MESSAGES_KEYWORD]: { pattern: TWO_FACTOR_CODE_TEXT },
});

export const TwoFactorCodeBody = Type.Object({ code: TwoFactorCode });

export const TwoFactorDisableBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: 'The account password.' }),
  code: TwoFactorCode,
});

export const BackupCodesAnswer = Type.Object({
  backupCodes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once.' }),
});

// Passkeys: WebAuthn credentials, registered from /account/security.

export const PasskeysAnswer = Type.Array(PasskeyRow, { description: 'The owner’s passkeys, oldest first.' });

const Base64Url = Type.String({ pattern: '^[A-Za-z0-9_-]*$', description: 'base64url without padding.' });
const CredentialDescriptor = Type.Object({
  id: Base64Url,
  type: Type.Literal('public-key'),
  transports: Type.Optional(Type.Array(Type.String())),
});

/** `POST /api/user/account/passkeys/options`: what `navigator.credentials.create()` needs (WebAuthn's JSON form). */
export const PasskeyRegistrationOptions = Type.Object(
  {
    challenge: Base64Url,
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: Base64Url, name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.Literal('public-key') })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    authenticatorSelection: Type.Optional(
      Type.Object({
        authenticatorAttachment: Type.Optional(Type.String()),
        residentKey: Type.Optional(Type.String()),
        requireResidentKey: Type.Optional(Type.Boolean()),
        userVerification: Type.Optional(Type.String()),
      }),
    ),
    attestation: Type.Optional(Type.String()),
    hints: Type.Optional(Type.Array(Type.String())),
    extensions: Type.Optional(Type.Object({ credProps: Type.Optional(Type.Boolean()) })),
  },
  { description: 'PublicKeyCredentialCreationOptionsJSON; its challenge is good for five minutes, once.' },
);

/** `POST /api/user/login/passkey/options`: what `navigator.credentials.get()` needs. */
export const PasskeySignInOptions = Type.Object(
  {
    challenge: Base64Url,
    rpId: Type.Optional(Type.String()),
    timeout: Type.Optional(Type.Integer()),
    userVerification: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
  },
  { description: 'PublicKeyCredentialRequestOptionsJSON, for a passkey the browser offers (no name typed); the challenge is good for five minutes, once.' },
);

/** `POST /api/user/account/passkeys`: a name and the browser's answer to the registration options. */
/** Adding or removing a way of signing in (passkeys, two-factor setup, a linked account): the account password. */
export const FactorPasswordBody = Type.Object({
  password: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX,
    description: 'The account password: a session alone cannot change how the account signs in.',
    examples: ['guildhall-demo'],
    [MESSAGES_KEYWORD]: { required: FACTOR_PASSWORD_REQUIRED_TEXT, minLength: FACTOR_PASSWORD_REQUIRED_TEXT },
  }),
});

/**
 * The browser's WebAuthn answer as a JSON string, bounded well above any real one; the route reads it
 * (absent or unreadable: the credential field is refused with the passkey's own words).
 */
const PasskeyCredential = (description: string) => Type.Optional(Type.String({ maxLength: 65_536, description }));

export const PasskeyAddBody = Type.Object({
  name: Type.String({ [TRIM_KEYWORD]: true, minLength: 1, maxLength: PASSKEY_NAME_MAX, description: 'A label for the passkey.', examples: ['Laptop'] }),
  credential: PasskeyCredential('The RegistrationResponseJSON of navigator.credentials.create(), as a JSON string (required).'),
});

/** `POST /api/user/login/passkey`: the browser's answer to the sign-in options. */
export const PasskeySignInBody = Type.Object({
  credential: PasskeyCredential('The AuthenticationResponseJSON of navigator.credentials.get(), as a JSON string (required).'),
});
