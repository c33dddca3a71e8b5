import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * How many accounts are not deleted, kept by triggers on `users` in the writing transaction itself,
 * so the dashboard's players table need not count a million rows on every read. The total is the
 * sum of the slots: each database connection adds to its own slot, so simultaneous sign-ups do not
 * queue on one row (a slot may go negative; only the sum means anything).
 */
export const playerCount = pgTable('player_count', {
  Slot: smallint('slot').primaryKey(),
  Players: bigint('players', { mode: 'number' }).notNull(),
});
