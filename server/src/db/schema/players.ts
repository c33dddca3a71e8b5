import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../../contract/rules/staff-permissions';
import type { Language } from '../../../../contract/i18n/languages';
import { badges, items, maps, titles } from './game-data';

export const ROLES = ['player', 'vip', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    Username: varchar('username', { length: 32 }).notNull(),
    Email: varchar('email', { length: 254 }),
    /** When the owner opened the verification link sent to Email; recovery mails go only to a verified address. */
    EmailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    PasswordHash: text('password_hash'),
    Role: varchar('role', { length: 16 }).$type<Role>().notNull().default('player'),
    /** The dashboard level of a staff account (Role 'staff'); null for everyone else. */
    StaffRole: varchar('staff_role', { length: 16 }).$type<StaffRole>(),
    ColorName: varchar('color_name', { length: 7 }).notNull().default('#ffffff'),
    /** `Offline` means offline. */
    CurrentServer: varchar('current_server', { length: 32 }).notNull().default('Offline'),
    CountryCode: varchar('country_code', { length: 2 }).notNull().default('XX'),
    Level: integer('level').notNull().default(1),
    LevelMax: integer('level_max').notNull().default(100),
    Coins: bigint('coins', { mode: 'number' }).notNull().default(0),
    KD: real('kd').notNull().default(0),
    KDDaily: real('kd_daily').notNull().default(0),
    WorldBossMVPCount: integer('world_boss_mvp_count').notNull().default(0),
    WorldBossDamageTotal: bigint('world_boss_damage_total', { mode: 'number' }).notNull().default(0),
    RebirthCount: integer('rebirth_count').notNull().default(0),
    RebirthMonthlyCount: integer('rebirth_monthly_count').notNull().default(0),
    ClassPoints: integer('class_points').notNull().default(0),
    Experience: bigint('experience', { mode: 'number' }).notNull().default(0),
    /** Bumped whenever the avatar changes; part of image URLs so caches refresh. */
    ProfileVersion: integer('profile_version').notNull().default(1),
    /** Present only when the player uses an externally provided profile picture. */
    ProviderID: varchar('provider_id', { length: 128 }),
    ProviderName: varchar('provider_name', { length: 32 }),
    ProviderPictureUrl: text('provider_picture_url'),
    MapID: integer('map_id').references(() => maps.id),
    TitleID: integer('title_id').references(() => titles.id),
    VipUntil: timestamp('vip_until', { withTimezone: true }),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    DeletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the owner last opened the deletion screen: the server counts DELETE_WAIT_SECONDS from here. */
    DeleteStartedAt: timestamp('delete_started_at', { withTimezone: true }),
    /** Set while staff keep the account out; SuspendedUntil null with it means for good. */
    SuspendedAt: timestamp('suspended_at', { withTimezone: true }),
    SuspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Shown to the player when a sign-in is refused. */
    SuspendReason: text('suspend_reason'),
    /** The language the player chose for the site (a LANGUAGES code); null: the cookie or the browser decides. */
    Language: varchar('language', { length: 8 }).$type<Language>(),
  },
  (t) => [
    // Coins are money: no balance below zero, whatever the code does.
    check('users_coins_not_negative', sql`${t.Coins} >= 0`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.Username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.Email})`),
    // Trigram index for "contains" name searches (rankings, pickers) over a million players.
    index('users_username_trgm_idx').using('gin', t.Username.op('gin_trgm_ops')),
    // Who's online: only the few online players are indexed, by server and level.
    index('users_online_idx')
      .on(t.CurrentServer, t.Level.desc(), t.id)
      .where(sql`${t.CurrentServer} <> 'Offline'`),
    // The character search (domain/search/best-matches.ts): the highest levels in order, and name
    // prefixes under any collation (the unique index above serves LIKE 'x%' only under "C").
    index('users_level_idx')
      .on(t.Level.desc(), t.id)
      .where(sql`${t.DeletedAt} is null`),
    index('users_username_prefix_idx').on(sql`lower(${t.Username}) text_pattern_ops`),
    // The dashboard's "suspended" filter: the few suspended accounts only.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.SuspendedAt} is not null`),
    // Partial, as the players table reads it: a deep page in date order is then read from the index
    // alone instead of fetching every account it skips.
    index('users_date_created_idx')
      .on(t.DateCreated, t.id)
      .where(sql`${t.DeletedAt} is null`),
    // The dashboard's players table (accounts not deleted): its order by coins, and its role filter,
    // whose count then reads the index alone instead of every account.
    index('users_coins_idx')
      .on(t.Coins, t.id)
      .where(sql`${t.DeletedAt} is null`),
    index('users_role_idx')
      .on(t.Role, t.id)
      .where(sql`${t.DeletedAt} is null`),
  ],
);

export const inventory = pgTable(
  'inventory',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id),
    Quantity: integer('quantity').notNull().default(1),
    IsSpecial: boolean('is_special').notNull().default(false),
    /** Bank storage instead of the carried inventory. */
    IsBank: boolean('is_bank').notNull().default(false),
    /** Shown in the character preview. */
    IsEquipped: boolean('is_equipped').notNull().default(false),
  },
  (t) => [index('inventory_user_idx').on(t.UserID, t.IsBank)],
);

export const userBadges = pgTable(
  'user_badges',
  {
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    BadgeID: integer('badge_id')
      .notNull()
      .references(() => badges.id),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.UserID, t.BadgeID] })],
);

export const userTitles = pgTable(
  'user_titles',
  {
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    TitleID: integer('title_id')
      .notNull()
      .references(() => titles.id),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.UserID, t.TitleID] })],
);

export const friends = pgTable(
  'friends',
  {
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    FriendID: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.UserID, t.FriendID] })],
);

export const timeline = pgTable(
  'timeline',
  {
    id: serial('id').primaryKey(),
    UserID: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kind of entry (level, rebirth, guild, gift, ...) used for its icon. */
    Identify: varchar('identify', { length: 32 }).notNull(),
    Header: varchar('header', { length: 200 }).notNull(),
    Body: text('body').notNull(),
    Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timeline_user_date_idx').on(t.UserID, t.Date)],
);

export const bots = pgTable('bots', {
  id: serial('id').primaryKey(),
  Name: varchar('name', { length: 64 }).notNull(),
  BotFile: varchar('bot_file', { length: 128 }).notNull(),
  UserID: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

export const marketListings = pgTable(
  'market_listings',
  {
    id: serial('id').primaryKey(),
    ItemID: integer('item_id')
      .notNull()
      .references(() => items.id),
    Quantity: integer('quantity').notNull().default(1),
    SellerID: integer('seller_id').references(() => users.id, { onDelete: 'set null' }),
    BuyerID: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    EnhancementID: integer('enhancement_id'),
    Coins: integer('coins').notNull(),
    IsSpecial: boolean('is_special').notNull().default(false),
    IsVending: boolean('is_vending').notNull().default(false),
    /** 0 listed, 1 sold, 2 expired. */
    Status: integer('status').notNull().default(0),
    ItemDate: timestamp('item_date', { withTimezone: true }).notNull().defaultNow(),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_item_idx').on(t.ItemID), index('market_date_idx').on(t.DateCreated)],
);
