import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

// Stored ranking positions (design.md "Rankings over a 1,000,000-player world"): each category is
// ranked in one pass into a new generation of rows, then the snapshot row switches to it. A page is
// then an index range on (Category, Generation, Position) instead of an OFFSET over a million rows.

export const rankingPositions = pgTable(
  'ranking_positions',
  {
    /** 'player/global', 'guild/war', 'monster', ... */
    Category: varchar('category', { length: 24 }).notNull(),
    Generation: integer('generation').notNull(),
    /** 1-based rank within the category. */
    Position: integer('position').notNull(),
    /** A user, guild or monster id, by category. */
    EntityID: integer('entity_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.Category, t.Generation, t.Position] }),
    index('ranking_positions_entity_idx').on(t.Category, t.Generation, t.EntityID),
  ],
);

/** The generation readers use per category, its size and when it was ranked. */
export const rankingSnapshots = pgTable('ranking_snapshots', {
  Category: varchar('category', { length: 24 }).primaryKey(),
  Generation: integer('generation').notNull(),
  Total: integer('total').notNull(),
  RefreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
