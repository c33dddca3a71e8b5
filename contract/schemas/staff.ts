import { Type, type TSchema } from 'typebox';
import { STAFF_ROLES } from '../rules/staff-permissions';
import { DataTablesAnswer, DataTablesFields, FormText, Id, MESSAGES_KEYWORD, TRIM_KEYWORD } from './common';
import { ActivityRow, TwoFactorCodeBody } from './security';
import { CONTACT_STATUSES } from '../values/staff';
import { STORE_PACKAGE_STATUSES } from '../values/store';

// The dashboard's staff calls: roles, the two-factor re-check, the staff record, players.

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
  const notADate = `The ${label} field must be a date (YYYY-MM-DD).`;
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
  const whole = `The ${label} field must be a whole number from ${min} to ${max}.`;
  return Type.Optional(
    Type.String({ [TRIM_KEYWORD]: true, maxLength: 10, pattern: '^\\d*$', description, [MESSAGES_KEYWORD]: { pattern: whole, maxLength: whole } }),
  );
};

/** A text filter up to `max` characters. */
const FilterText = (max: number, description: string) => Type.Optional(Type.String({ [TRIM_KEYWORD]: true, maxLength: max, description }));

/** A required text, its surrounding spaces dropped; every refusal states its range. */
const TextBetween = (field: string, min: number, max: number, description: string, examples?: string[]) => {
  const range = `The ${field} field must be between ${min} and ${max} characters.`;
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
  sessions: Type.Array(Type.Object({ device: Nullable(Type.String()), ip: Nullable(Type.String()), LastSeenAt: Nullable(When), DateCreated: When })),
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

/** Create or edit a package: every field as form text. */
export const StorePackageBody = Type.Object({
  Version: FormText('The version the edit is based on (required on an edit).', ['3']),
  Name: FormText('1 to 128 characters (required).', ['Dragon Pack']),
  File: FormText('The picture file name under the store images (required), as the upload answered it.', ['dragon-pack.png']),
  Type: FormText('1, 2 (limited stock) or 3 (required).', ['2']),
  RarityID: FormText('A rarity id (required).', ['3']),
  Cost: FormText('The price, 0 to 1,000,000,000 (required).', ['1500']),
  Currency: FormText('Coins, or a three-letter real currency code; Coins when empty.', ['Coins']),
  QuantityLeft: FormText('The stock: required for a limited package (0 to 1,000,000), empty otherwise for unlimited.', ['100']),
  Coins: FormText('Reward coins, 0 to 1,000,000,000; 0 when empty.', ['500']),
  Vip: FormText('Reward VIP days, 0 to 3,650; 0 when empty.', ['30']),
  BadgeID: FormText('A reward badge id; empty for none.', ['2']),
  TitleID: FormText('A reward title id; empty for none.', ['4']),
  Items: FormText('Reward items as item id:quantity pairs separated by commas; empty for none.', ['12:2,15:1']),
  SortOrder: FormText('The place in the catalogue; 0 when empty.', ['10']),
  SaleStartsAt: FormText('When the sale starts (ISO date and time); empty for at once.', ['2026-12-01T00:00:00Z']),
  SaleEndsAt: FormText('When the sale ends (ISO date and time); empty for never.', ['2026-12-31T23:59:59Z']),
  Giftable: FormText('1 when it may be bought as a gift, 0 when not; 1 when empty.', ['1']),
});

/** Publish or retire: the version the action is based on. */
export const StorePackageVersionBody = Type.Object({ Version: FormText('The version the action is based on (required).', ['3']) });

/** The created or changed package, with the message to show. */
export const StorePackageSaved = Type.Object({ message: Type.String(), package: StaffStorePackage });
