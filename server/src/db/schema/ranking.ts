import { index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

// Stored ranking positions. A category is
// ranked in one ordered pass into chunks of RANKING_CHUNK_SIZE consecutive entity ids: position p
// is element (p - 1) % size of chunk (p - 1) / size. A page is then one or two chunk rows instead of
// an OFFSET over a million rows, and a refresh writes a thousand rows instead of a million (row
// inserts, not the sort, are what cost on PGlite). Each chunk keeps the sort key of its first entry
// so an entity's position is found from its own key (searches).

export const rankingChunks = pgTable(
  'ranking_chunks',
  {
    /** 'player/global', 'guild/war', 'monster', ... */
    Category: varchar('category', { length: 24 }).notNull(),
    Generation: integer('generation').notNull(),
    Chunk: integer('chunk').notNull(),
    /** Sort key of the chunk's first entry: the ranking's order as an ascending numeric array. */
    FirstKey: numeric('first_key').array().notNull(),
    /** User, guild or monster ids in ranking order. */
    EntityIDs: integer('entity_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.Category, t.Generation, t.Chunk] }), index('ranking_chunks_key_idx').on(t.Category, t.Generation, t.FirstKey)],
);

/** The generation readers use per category, its size and when it was ranked. */
export const rankingSnapshots = pgTable('ranking_snapshots', {
  Category: varchar('category', { length: 24 }).primaryKey(),
  Generation: integer('generation').notNull(),
  Total: integer('total').notNull(),
  RefreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
