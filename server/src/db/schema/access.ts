import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ContactStatus } from '../../../../contract/types/staff';
import type { Language } from '../../../../contract/i18n/languages';
import { users } from './players';

/** Sessions live in the database so several API processes can share them. */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the opaque cookie value; the value itself is never stored. */
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    ExpiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The id the owner's session list names it by (never the cookie nor its hash). Null on sessions older than the list. */
    PublicID: varchar('public_id', { length: 24 }),
    /** The browser's User-Agent at sign-in (the list shows the device it names). */
    UserAgent: varchar('user_agent', { length: 512 }),
    /** The address at sign-in; the list shows it masked. */
    IP: varchar('ip', { length: 64 }),
    /** Updated at most every few minutes while the session is used. */
    LastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When this session last showed a second factor (the code step, a passkey, the code that turned two-factor on); null: the password alone. */
    SecondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.UserID)],
);

export const recoveryTokens = pgTable('recovery_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  UserID: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  ExpiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  UsedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Mailed links that confirm an address: `verify` (the account's own address, after
 * registering) and `change` (a new address the owner asked for; the stored one stays until then).
 * Only the token's hash is stored; a token is used once and expires.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    Purpose: varchar('purpose', { length: 8 }).$type<'verify' | 'change'>().notNull(),
    /** The address the link confirms. */
    Email: varchar('email', { length: 254 }).notNull(),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    ExpiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    UsedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.UserID, t.Purpose)],
);

/** A challenge solution is accepted once: the unique key makes a replay lose atomically. */
export const usedChallenges = pgTable('used_challenges', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  ExpiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    Provider: varchar('provider', { length: 32 }).notNull(),
    ProviderUserID: varchar('provider_user_id', { length: 128 }).notNull(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.Provider, t.ProviderUserID] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    Name: varchar('name', { length: 64 }).notNull(),
    Email: varchar('email', { length: 254 }).notNull(),
    Subject: varchar('subject', { length: 150 }).notNull(),
    Message: text('message').notNull(),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    /** new, answered (a staff answer was mailed) or closed. */
    Status: varchar('status', { length: 16 }).$type<ContactStatus>().notNull().default('new'),
    /** The language the sender read the site in: the answer's greeting is in it (null: sent before languages). */
    Language: varchar('language', { length: 8 }).$type<Language>(),
  },
  (t) => [index('contact_messages_status_idx').on(t.Status, t.id), check('contact_messages_status_known', sql`${t.Status} in ('new', 'answered', 'closed')`)],
);

/** Staff answers to a contact message, kept as its thread; the name is kept as it was when answering. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    MessageID: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    StaffID: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    StaffName: varchar('staff_name', { length: 64 }).notNull(),
    Body: text('body').notNull(),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.MessageID, t.id)],
);
