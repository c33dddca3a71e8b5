import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './players';

// Community pulse: news posts written by staff, and the game servers reporting who is online.

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    /** The post's address, /news/{Slug}: lower-case words and digits joined by hyphens. */
    Slug: varchar('slug', { length: 96 }).notNull().unique(),
    Title: varchar('title', { length: 140 }).notNull(),
    /** Markdown source; rendered safely (contract/rules/markdown.ts). */
    Body: text('body').notNull(),
    /** Optional cover: a site path such as /api/image/assets/news/cover.png (from the staff upload). */
    Cover: varchar('cover', { length: 255 }),
    Status: varchar('status', { length: 16 }).$type<NewsStatus>().notNull().default('draft'),
    Pinned: boolean('pinned').notNull().default(false),
    AuthorID: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    DateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
    /** Set the first time the post is published; drafts have none. */
    DatePublished: timestamp('date_published', { withTimezone: true }),
  },
  (t) => [
    index('news_posts_listing_idx').on(t.Status, t.Pinned, t.DatePublished),
    check('news_posts_status_check', sql`${t.Status} in ('draft', 'published')`),
  ],
);

/**
 * The slugs a post had before an edit: an old link (shared, bookmarked, in a feed reader) is
 * redirected to the post's current address instead of answering 404.
 */
export const newsSlugHistory = pgTable('news_slug_history', {
  Slug: varchar('slug', { length: 96 }).primaryKey(),
  PostID: integer('post_id')
    .notNull()
    .references(() => newsPosts.id, { onDelete: 'cascade' }),
  DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});

/** The game servers that report who is online, and when each last did (stale reports go offline). */
export const gameServers = pgTable('game_servers', {
  Name: varchar('name', { length: 32 }).primaryKey(),
  DateReported: timestamp('date_reported', { withTimezone: true }).notNull().defaultNow(),
  Online: integer('online').notNull().default(0),
});
