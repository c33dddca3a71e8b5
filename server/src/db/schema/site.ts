import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Settings changed while the site runs (read-only mode), kept in the database so every process of
 * a cluster sees the same value.
 */
export const siteSettings = pgTable('site_settings', {
  Name: varchar('name', { length: 64 }).primaryKey(),
  Value: jsonb('value').notNull(),
  DateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
});
