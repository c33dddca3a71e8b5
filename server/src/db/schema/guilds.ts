import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { maps } from './game-data';
import { users } from './players';

export const guilds = pgTable(
  'guilds',
  {
    id: serial('id').primaryKey(),
    Name: varchar('name', { length: 64 }).notNull().unique(),
    Color: varchar('color', { length: 7 }).notNull().default('#ffffff'),
    Level: integer('level').notNull().default(1),
    /** The banner is shown when above 0. */
    ProfileVersion: integer('profile_version').notNull().default(0),
    OwnerID: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    MapID: integer('map_id').references(() => maps.id),
    /** Raid win rate, war win rate (percent) and kill/death ratio. */
    RW: real('rw').notNull().default(0),
    WL: real('wl').notNull().default(0),
    KD: real('kd').notNull().default(0),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Trigram index for "contains" name searches in the guild rankings.
    index('guilds_name_trgm_idx').using('gin', t.Name.op('gin_trgm_ops')),
    // The search's best matches (domain/search/best-matches.ts): highest levels in order, name prefixes.
    index('guilds_level_idx').on(t.Level.desc(), t.id),
    index('guilds_name_prefix_idx').on(sql`lower(${t.Name}) text_pattern_ops`),
  ],
);

export const guildMembers = pgTable(
  'guild_members',
  {
    GuildID: integer('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    /** A player is in at most one guild. */
    UserID: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    RankName: varchar('rank_name', { length: 32 }).notNull(),
    RankOrder: integer('rank_order').notNull().default(0),
    DateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.GuildID, t.UserID] })],
);

export const guildAlliances = pgTable(
  'guild_alliances',
  {
    GuildID: integer('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    AllyGuildID: integer('ally_guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.GuildID, t.AllyGuildID] })],
);

export const guildLogs = pgTable(
  'guild_logs',
  {
    id: serial('id').primaryKey(),
    GuildID: integer('guild_id')
      .notNull()
      .references(() => guilds.id, { onDelete: 'cascade' }),
    UserID: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    Details: text('details').notNull(),
    Date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guild_logs_guild_date_idx').on(t.GuildID, t.Date)],
);
