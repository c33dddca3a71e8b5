import { Type, type TSchema } from 'typebox';
import { STAFF_ROLES } from '../rules/staff-permissions';
import { DataTablesAnswer, DataTablesFields, Id, MESSAGES_KEYWORD, TRIM_KEYWORD } from './common';
import { MAX_ID } from '../rules/ids';
import { ActivityRow, DevicePartsField, TwoFactorCodeBody } from './security';
import { CONTACT_STATUSES } from '../values/staff';
import { STORE_PACKAGE_STATUSES } from '../values/store';
import { catalogueSentence } from '../i18n/catalogue-sentence';

// The dashboard's staff calls: roles, the two-factor re-check, the staff record, players. Every
// refusal is a template of the shared catalogue and every field's name a word of it, so the forms and
// the server's 422 say them in the reader's language (docs/translations.md#staff-forms).

export const PlayerIdParams = Type.Object({ playerId: Id });

/** POST /api/dashboard/players/:playerId/role (administrator). */
export const StaffRoleBody = Type.Object({
  staffRole: Type.Enum([...STAFF_ROLES, 'none'], { description: 'The new dashboard level, or none to make the account a player again.' }),
});

/** POST /api/dashboard/second-factor: the code from the app (or a backup code), to change things for 12 more hours. */
export const SecondFactorBody = TwoFactorCodeBody;

// The dashboard tables' filters: empty means no filter; each refusal is worded as the route's filter
// reader (routes/api/dashboard/filters.ts) words it, which still reads the values.

/** A filter choosing one of `values`. */
const FilterChoice = (values: readonly string[], description: string) => Type.Optional(Type.Enum(['', ...values], { description }));

/** A day (YYYY-MM-DD) or a date and time; whether it is a real day is read by the route. */
const FilterDay = (label: string, description: string, examples?: string[]) => {
  const notADate = catalogueSentence('The {field} field must be a date (YYYY-MM-DD).', { field: label });
  return Type.Optional(
    Type.String({
      [TRIM_KEYWORD]: true,
      maxLength: 40,
      pattern: '^(\\d{4}-\\d{2}-\\d{2}[0-9T:.+\\- Z]*)?$',
      description,
      ...(examples ? { examples } : {}),
      [MESSAGES_KEYWORD]: { pattern: notADate, maxLength: notADate },
    }),
  );
};

/** A whole number from `min` to `max` (the route reads its range). */
const FilterWhole = (label: string, min: number, max: number, description: string) => {
  const whole = catalogueSentence('The {field} field must be a whole number from {min} to {max}.', { field: label, min, max });
  return Type.Optional(
    Type.String({ [TRIM_KEYWORD]: true, maxLength: 10, pattern: '^\\d*$', description, [MESSAGES_KEYWORD]: { pattern: whole, maxLength: whole } }),
  );
};

/** A text filter up to `max` characters. */
const FilterText = (max: number, description: string) => Type.Optional(Type.String({ [TRIM_KEYWORD]: true, maxLength: max, description }));

/** A required text, its surrounding spaces dropped; every refusal states its range. */
const TextBetween = (field: string, min: number, max: number, description: string, examples?: string[]) => {
  const range = catalogueSentence('The {field} field must be between {min} and {max} characters.', { field, min, max });
  return Type.String({
    [TRIM_KEYWORD]: true,
    minLength: min,
    maxLength: max,
    description,
    ...(examples ? { examples } : {}),
    [MESSAGES_KEYWORD]: { required: range, minLength: range, maxLength: range, type: range },
  });
};

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const When = Type.String({ format: 'date-time' });
const StaffRoleOrNull = Nullable(Type.Enum(STAFF_ROLES));

/** A row of GET /api/dashboard/players (DataTables). */
export const PlayerRow = Type.Object({
  id: Type.Integer(),
  Username: Type.String(),
  Email: Nullable(Type.String()),
  Role: Type.String(),
  StaffRole: StaffRoleOrNull,
  Coins: Type.Integer(),
  DateCreated: When,
  Suspended: Type.Boolean(),
  SuspendedUntil: Nullable(When),
});
export const PlayersAnswer = DataTablesAnswer(PlayerRow);

/** GET /api/dashboard/players: the table fields plus its filters. */
export const PlayersQuery = Type.Object(
  {
    ...DataTablesFields.properties,
    role: FilterChoice(['player', 'vip', 'staff'], 'player, vip or staff; empty for all.'),
    suspended: FilterChoice(['0', '1'], '1: suspended now; 0: not suspended; empty for all.'),
    created_from: FilterDay('created from', 'Accounts created on or after this date (YYYY-MM-DD).'),
    created_to: FilterDay('created to', 'Accounts created on or before this date (YYYY-MM-DD).'),
    seen_within_days: FilterWhole('seen within days', 1, 3650, 'Seen (a session used) within this many days, 1 to 3650.'),
  },
  { additionalProperties: Type.String() },
);

/** GET /api/dashboard/players/:playerId. */
export const PlayerDetail = Type.Object({
  account: Type.Object({
    ...PlayerRow.properties,
    EmailVerifiedAt: Nullable(When),
    Level: Type.Integer(),
    SuspendedAt: Nullable(When),
    SuspendReason: Nullable(Type.String()),
    DeletedAt: Nullable(When),
  }),
  sessions: Type.Array(
    Type.Object({ device: Nullable(Type.String()), deviceParts: DevicePartsField, ip: Nullable(Type.String()), LastSeenAt: Nullable(When), DateCreated: When }),
  ),
  bets: Type.Array(
    Type.Object({
      id: Type.Integer(),
      Coins: Type.Integer(),
      Status: Type.String(),
      UserID: Type.Integer(),
      TargetID: Nullable(Type.Integer()),
      DateCreated: When,
    }),
  ),
  purchases: Type.Array(
    Type.Object({
      id: Type.Integer(),
      Package: Type.String(),
      Cost: Type.Integer(),
      Currency: Type.String(),
      BuyerID: Nullable(Type.Integer()),
      RecipientID: Nullable(Type.Integer()),
      Date: When,
      RefundedAt: Nullable(When),
    }),
  ),
  activity: Type.Array(ActivityRow),
});

/** A row of GET /api/dashboard/players/:playerId/ledger (DataTables, newest first). */
export const LedgerRow = Type.Object({
  id: Type.Integer(),
  Account: Type.String(),
  Delta: Type.Integer(),
  Reason: Type.String(),
  RefID: Nullable(Type.Integer()),
  Date: When,
});
export const LedgerAnswer = DataTablesAnswer(LedgerRow);

/** POST /api/dashboard/players/:playerId/suspend. */
export const SuspendBody = Type.Object({
  reason: TextBetween('reason', 3, 500, 'Why, as the player will read it at login.', ['Insulting other players in the chat']),
  // The route reads the day and checks it lies ahead.
  until: FilterDay('until', 'The last moment of the suspension (a date or date and time, in the future); empty: for good.', ['2026-12-31']),
});

/** POST /api/dashboard/players/:playerId/mail. */
export const PlayerMailBody = Type.Object({
  subject: TextBetween('subject', 1, 150, 'The subject.', ['About your account']),
  text: TextBetween('text', 1, 5000, 'The text of the mail.'),
});

/** A row of GET /api/dashboard/audit (DataTables, newest first). */
export const AuditRow = Type.Object({
  id: Type.Integer(),
  At: When,
  ActorID: Type.Integer(),
  ActorName: Type.String(),
  ActorIP: Nullable(Type.String()),
  Action: Type.String(),
  TargetUserID: Nullable(Type.Integer()),
  Target: Nullable(Type.String()),
  Summary: Type.String(),
  Before: Type.Unknown(),
  After: Type.Unknown(),
});
export const AuditAnswer = DataTablesAnswer(AuditRow);

/** GET /api/dashboard/audit and /api/dashboard/audit.csv: the table fields plus its filters. */
export const AuditQuery = Type.Object(
  {
    ...DataTablesFields.properties,
    actor: FilterText(32, 'The staff member’s name.'),
    action: FilterText(64, 'An action, such as player.suspend.'),
    player: FilterWhole('player', 1, 2_147_483_647, 'The id of the player the actions concern.'),
    from: FilterDay('from', 'On or after this date (YYYY-MM-DD).'),
    to: FilterDay('to', 'On or before this date (YYYY-MM-DD).'),
  },
  { additionalProperties: Type.String() },
);

/** POST /api/dashboard/players/:playerId/balance (game master and up). */
const AMOUNT_TEXT = 'The amount field must be a whole number of coins, not zero, at most 1,000,000,000 either way.';
export const BalanceBody = Type.Object({
  amount: Type.Integer({
    minimum: -1_000_000_000,
    maximum: 1_000_000_000,
    not: { const: 0 },
    description: 'Coins to add (positive) or take (negative), not zero.',
    examples: [-500],
    [MESSAGES_KEYWORD]: { required: AMOUNT_TEXT, type: AMOUNT_TEXT, minimum: AMOUNT_TEXT, maximum: AMOUNT_TEXT, not: AMOUNT_TEXT },
  }),
  reason: TextBetween('reason', 3, 500, 'Why, kept in the staff record and shown to the player.', ['Refund of a bug-lost item']),
});

export const PurchaseIdParams = Type.Object({ purchaseId: Id });
export const BetIdParams = Type.Object({ betId: Id });

/** Contact inbox (moderator and up). */
const ContactStatus = Type.Enum(CONTACT_STATUSES);
export const MessageIdParams = Type.Object({ messageId: Id });

/** A row of GET /api/dashboard/inbox (DataTables, newest first). */
export const InboxRow = Type.Object({
  id: Type.Integer(),
  DateCreated: When,
  Name: Type.String(),
  Email: Type.String(),
  UserID: Nullable(Type.Integer()),
  Subject: Type.String(),
  Status: ContactStatus,
});
export const InboxAnswer = DataTablesAnswer(InboxRow);

/** GET /api/dashboard/inbox: the table fields plus the status filter. */
export const InboxQuery = Type.Object(
  {
    ...DataTablesFields.properties,
    status: FilterChoice(CONTACT_STATUSES, 'new, answered or closed; empty for all.'),
  },
  { additionalProperties: Type.String() },
);

/** GET /api/dashboard/inbox/:messageId: the message and the staff answers that followed it. */
export const ContactThread = Type.Object({
  message: Type.Object({ ...InboxRow.properties, Message: Type.String() }),
  replies: Type.Array(Type.Object({ id: Type.Integer(), StaffName: Type.String(), Body: Type.String(), DateCreated: When })),
});

/** POST /api/dashboard/inbox/:messageId/answer: mailed to the sender and kept in the thread. */
export const ContactAnswerBody = Type.Object({ text: TextBetween('text', 1, 5000, 'The answer, mailed to the sender.') });

/** A store package as staff edit it (`GET /api/dashboard/store/{packageId}`), whatever its state. */
export const StaffStorePackage = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  File: Type.String({ description: 'The package picture, under /api/image/assets/default/store/.' }),
  Type: Type.Integer({ description: 'The layout: 1, 2 (limited stock) or 3.' }),
  RarityID: Type.Integer(),
  Cost: Type.Integer(),
  Currency: Type.String(),
  QuantityLeft: Type.Union([Type.Integer(), Type.Null()]),
  Coins: Type.Integer(),
  Vip: Type.Integer(),
  BadgeID: Type.Union([Type.Integer(), Type.Null()]),
  TitleID: Type.Union([Type.Integer(), Type.Null()]),
  SortOrder: Type.Integer(),
  Status: Type.Enum(STORE_PACKAGE_STATUSES),
  Version: Type.Integer({ description: 'Send it back with an edit: an edit based on an older version is refused (409).' }),
  SaleStartsAt: Type.Union([Type.String(), Type.Null()]),
  SaleEndsAt: Type.Union([Type.String(), Type.Null()]),
  Giftable: Type.Boolean(),
  Items: Type.Array(Type.Object({ ItemID: Type.Integer(), Quantity: Type.Integer() })),
});

const StoreCatalogueRow = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Cost: Type.Integer(),
  Currency: Type.String(),
  QuantityLeft: Type.Union([Type.Integer(), Type.Null()]),
  Status: Type.Enum(STORE_PACKAGE_STATUSES),
  Version: Type.Integer(),
  SaleStartsAt: Type.Union([Type.String(), Type.Null()]),
  SaleEndsAt: Type.Union([Type.String(), Type.Null()]),
});
export const StoreCatalogueAnswer = DataTablesAnswer(StoreCatalogueRow);

/** GET /api/dashboard/store: the table fields plus the state filter. */
export const StoreCatalogueQuery = Type.Object(
  { ...DataTablesFields.properties, status: FilterChoice(STORE_PACKAGE_STATUSES, 'draft, published or retired; empty for all.') },
  { additionalProperties: Type.String() },
);

export const StorePackageIdParams = Type.Object({ packageId: Id });

// A package's form: every value travels as text, and each field's rule is here with the sentence the
// dashboard shows. Rules between fields (a stock only for a limited package, a sale that ends after it
// starts, an item listed twice, at most 20 items) and the references the game data must hold are the
// catalogue's (server/src/domain/dashboard/store-catalogue.ts).

/** A form text, its surrounding spaces dropped, that must match `pattern`; `sentence` is every refusal. */
const PackageText = (pattern: string, maxLength: number, sentence: string, description: string, examples: string[]) =>
  Type.String({
    [TRIM_KEYWORD]: true,
    maxLength,
    pattern,
    description,
    examples,
    [MESSAGES_KEYWORD]: { required: sentence, type: sentence, maxLength: sentence, pattern: sentence },
  });

/** The sentence of a whole number from 0 to `max`. */
const wholeUpTo = (field: string, max: number) => catalogueSentence('The {field} field must be a whole number from {min} to {max}.', { field, min: 0, max });

/** An optional whole number from 0 to `max`, empty for its default. */
const PackageWhole = (label: string, pattern: string, max: number, description: string, examples: string[]) =>
  Type.Optional(PackageText(`^(${pattern})?$`, 20, wholeUpTo(label, max), description, examples));

// Whole numbers up to a limit, as patterns (leading zeros within the digits allowed).
const UP_TO_A_BILLION = '\\d{1,9}|1000000000';
const UP_TO_A_MILLION = '\\d{1,6}|1000000';
const UP_TO_3650 = '\\d{1,3}|[0-2]\\d{3}|3[0-5]\\d{2}|36[0-4]\\d|3650';
/** A positive id without leading zeros (the form body bounds every *ID field to int4). */
const ID_DIGITS = '[1-9]\\d{0,9}';
/** One reward item: an item id, and a quantity from 1 to 1,000 after a colon (1 when left out). */
const ITEM_PAIR = `${ID_DIGITS}(\\s*:\\s*(1000|[1-9]\\d{0,2}))?`;

/** An optional id, empty for none. */
const PackageId = (label: string, description: string, examples: string[]) =>
  Type.Optional(PackageText(`^(${ID_DIGITS})?$`, 10, catalogueSentence('The {field} field must be an id.', { field: label }), description, examples));

/** A sale moment: empty, a day (midnight UTC) or an ISO date and time with its zone, seconds below 60. */
const SaleMoment = (label: string, description: string, examples: string[]) => {
  const sentence = catalogueSentence('The {field} field must be a date and time.', { field: label });
  const said = { [MESSAGES_KEYWORD]: { const: sentence, format: sentence, pattern: sentence, type: sentence } };
  return Type.Optional(
    Type.Union(
      [
        Type.Literal('', said),
        Type.String({ format: 'date', ...said }),
        Type.String({ format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:[0-5]\\d(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', ...said }),
      ],
      { description, examples, [MESSAGES_KEYWORD]: { anyOf: sentence } },
    ),
  );
};

const VERSION_TEXT = 'The version field is required: reload the package and try again.';
/** The version a change is based on, as the package answered it. */
const PackageVersion = (description: string) =>
  Type.Integer({
    minimum: 1,
    maximum: MAX_ID,
    description,
    examples: [3],
    [MESSAGES_KEYWORD]: { required: VERSION_TEXT, type: VERSION_TEXT, minimum: VERSION_TEXT, maximum: VERSION_TEXT },
  });

/** Create a package (POST /api/dashboard/store): the form's fields. */
export const StorePackageBody = Type.Object({
  Name: TextBetween('name', 1, 128, 'The package’s name.', ['Dragon Pack']),
  File: PackageText(
    '^[\\w.-]*\\.([pP][nN][gG]|[jJ][pP][eE]?[gG]|[gG][iI][fF]|[wW][eE][bB][pP])$',
    128,
    'The picture field must be an image file name (png, jpg, gif or webp) of the store images.',
    'The picture file name under the store images (letters, digits, _ . -), as the upload answered it.',
    ['dragon-pack.png'],
  ),
  Type: PackageText('^[123]$', 1, 'The type field must be 1, 2 or 3.', '1, 2 (limited stock) or 3.', ['2']),
  RarityID: PackageText(`^${ID_DIGITS}$`, 10, catalogueSentence('The {field} field is required.', { field: 'rarity' }), 'A rarity id.', ['3']),
  Cost: PackageText(`^(${UP_TO_A_BILLION})$`, 20, wholeUpTo('price', 1_000_000_000), 'The price.', ['1500']),
  Currency: Type.Optional(
    PackageText(
      '^(|Coins|[A-Z]{3})$',
      5,
      'The currency field must be Coins or a three-letter currency code.',
      'Coins, or a three-letter real currency code; Coins when empty.',
      ['Coins'],
    ),
  ),
  QuantityLeft: Type.Optional(
    PackageText(
      `^(${UP_TO_A_MILLION})?$`,
      20,
      'A limited package needs its stock: a whole number from 0 to 1,000,000.',
      'The stock, 0 to 1,000,000: required for a limited package (type 2), empty otherwise for unlimited.',
      ['100'],
    ),
  ),
  Coins: PackageWhole('reward coins', UP_TO_A_BILLION, 1_000_000_000, 'Reward coins; 0 when empty.', ['500']),
  Vip: PackageWhole('VIP days', UP_TO_3650, 3650, 'Reward VIP days; 0 when empty.', ['30']),
  BadgeID: PackageId('badge', 'A reward badge id; empty for none.', ['2']),
  TitleID: PackageId('title', 'A reward title id; empty for none.', ['4']),
  Items: Type.Optional(
    PackageText(
      `^[\\s,]*(${ITEM_PAIR}(\\s*,[\\s,]*${ITEM_PAIR})*)?[\\s,]*$`,
      500,
      'The items field must be item id:quantity pairs separated by commas, each quantity from 1 to 1,000.',
      'Reward items as item id:quantity pairs separated by commas (at most 20 different items); empty for none.',
      ['12:2,15:1'],
    ),
  ),
  SortOrder: PackageWhole('order', UP_TO_A_MILLION, 1_000_000, 'The place in the catalogue; 0 when empty.', ['10']),
  SaleStartsAt: SaleMoment('sale start', 'When the sale starts (a day, or an ISO date and time with its zone); empty for at once.', ['2026-12-01T00:00:00Z']),
  SaleEndsAt: SaleMoment('sale end', 'When the sale ends (a day, or an ISO date and time with its zone), after it starts; empty for never.', [
    '2026-12-31T23:59:59Z',
  ]),
  Giftable: Type.Optional(
    PackageText('^[01]?$', 1, 'The gift field must be 1 (may be a gift) or 0.', '1 when it may be bought as a gift, 0 when not; 1 when empty.', ['1']),
  ),
});

/** Edit a package (POST /api/dashboard/store/{packageId}): the form, and the version it was based on. */
export const StorePackageEditBody = Type.Object({
  Version: PackageVersion('The version the edit is based on; a stale one is refused (409).'),
  ...StorePackageBody.properties,
});

/** Publish or retire: the version the action is based on. */
export const StorePackageVersionBody = Type.Object({ Version: PackageVersion('The version the action is based on; a stale one is refused (409).') });

/** The created or changed package, with the message to show. */
export const StorePackageSaved = Type.Object({ message: Type.String(), package: StaffStorePackage });
