import { customType, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Files and secrets every process and machine must see alike: when the site runs on
// PostgreSQL, uploads live here instead of one machine's DATA_DIR.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers Uint8Array, node-postgres a Buffer: callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files by area (avatars, website assets, game files) and path inside the area, the same
 * path the disk layout would use, so a file keeps its URL whichever store holds it.
 */
export const sharedFiles = pgTable(
  'shared_files',
  {
    Area: varchar('area', { length: 16 }).notNull(),
    Path: varchar('path', { length: 600 }).notNull(),
    ContentType: varchar('content_type', { length: 100 }).notNull(),
    Size: integer('size').notNull(),
    Body: bytea('body').notNull(),
    DateUpdated: timestamp('date_updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.Area, t.Path] })],
);

/** Secrets generated once for the whole site (the session secret when SESSION_SECRET is unset). */
export const siteSecrets = pgTable('site_secrets', {
  Name: varchar('name', { length: 64 }).primaryKey(),
  Value: text('value').notNull(),
  DateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
});
