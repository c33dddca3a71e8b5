import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ActivityArgs } from '../../../../contract/types/security';
import { users } from './players';

// Account security and privacy.

export const PRIVACY_LEVELS = ['public', 'friends', 'private'] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/**
 * Who may see each tab of a public profile, and where the player is listed. A player without a row
 * has the defaults: everything public, listed everywhere (the site's behaviour before the earlier change).
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    UserID: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    Inventory: varchar('inventory', { length: 8 }).$type<PrivacyLevel>().notNull().default('public'),
    Bank: varchar('bank', { length: 8 }).$type<PrivacyLevel>().notNull().default('public'),
    Friends: varchar('friends', { length: 8 }).$type<PrivacyLevel>().notNull().default('public'),
    Timeline: varchar('timeline', { length: 8 }).$type<PrivacyLevel>().notNull().default('public'),
    /** The Progress tab and GET /api/character/{id}/history, and the share card's sparkline. */
    History: varchar('history', { length: 8 }).$type<PrivacyLevel>().notNull().default('public'),
    /** Rankings show "hidden player" in the row, which keeps its position. */
    HideFromRankings: boolean('hide_from_rankings').notNull().default(false),
    HideFromOnline: boolean('hide_from_online').notNull().default(false),
    /** Name searches (rankings, lists) never find the player. */
    HideFromSearch: boolean('hide_from_search').notNull().default(false),
    DateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'privacy_settings_levels',
      sql`${t.Inventory} in ('public','friends','private') and ${t.Bank} in ('public','friends','private') and ${t.Friends} in ('public','friends','private') and ${t.Timeline} in ('public','friends','private') and ${t.History} in ('public','friends','private')`,
    ),
  ],
);

/**
 * The owner's account activity: sign-ins, failed attempts, security changes. The
 * routes write sign-ins and 2FA/passkey changes; a trigger writes password and email changes
 * whichever code makes them (migration 0009). Purchases, gifts and bets are read from their own tables.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    Kind: varchar('kind', { length: 32 }).notNull(),
    /** The English sentence, kept for the data export and for rows older than Message. */
    Detail: text('detail').notNull().default(''),
    /** The sentence's id (contract/values/activity.ts) and its values, so a page writes it in its reader's language. */
    Message: varchar('message', { length: 32 }),
    Args: jsonb('args').$type<ActivityArgs>(),
    IP: varchar('ip', { length: 64 }),
    UserAgent: varchar('user_agent', { length: 512 }),
    Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_activity_user_date_idx').on(t.UserID, t.Date)],
);

/** TOTP two-factor sign-in. EnabledAt is null while the setup waits for its first code. */
export const twoFactor = pgTable('two_factor', {
  UserID: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 secret shared with the authenticator app. */
  Secret: varchar('secret', { length: 64 }).notNull(),
  EnabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last accepted TOTP time step: a code of this step or an older one is a replay. */
  LastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use backup codes, stored as sha256 hashes; shown to the owner once. */
export const twoFactorBackupCodes = pgTable(
  'two_factor_backup_codes',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    CodeHash: varchar('code_hash', { length: 64 }).notNull(),
    UsedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_backup_codes_user_hash_idx').on(t.UserID, t.CodeHash)],
);

/**
 * Passkeys: WebAuthn credentials that sign their owner in without a password. The
 * credential id and the COSE public key are base64url; Counter is the authenticator's signature
 * counter (0 for most passkeys, which do not count).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    CredentialID: varchar('credential_id', { length: 1024 }).notNull(),
    PublicKey: text('public_key').notNull(),
    Counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser reaches the authenticator (internal, hybrid, usb…), comma-separated. */
    Transports: varchar('transports', { length: 128 }).notNull().default(''),
    Name: varchar('name', { length: 64 }).notNull(),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    LastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_idx').on(t.CredentialID), index('passkeys_user_idx').on(t.UserID)],
);

/**
 * WebAuthn challenges the server issued, in the database so any process of the site
 * can check one: each is taken once (deleted by the call that uses it) and only before ExpiresAt.
 * A registration challenge belongs to the signed-in account; a sign-in challenge to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    Challenge: varchar('challenge', { length: 128 }).primaryKey(),
    Purpose: varchar('purpose', { length: 16 }).$type<'register' | 'sign_in'>().notNull(),
    UserID: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ExpiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.ExpiresAt)],
);
