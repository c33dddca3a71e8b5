import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The staff record: one row per dashboard action, appended in the action's own transaction. A
 * trigger refuses UPDATE, DELETE and TRUNCATE, so nobody edits history through the site. No foreign
 * keys: a cascade from a deleted account would be an update or delete the trigger must refuse.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    At: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ActorID: integer('actor_id').notNull(),
    /** The staff member's name at the time, kept even if the account is renamed or deleted. */
    ActorName: varchar('actor_name', { length: 32 }).notNull(),
    ActorIP: varchar('actor_ip', { length: 64 }),
    /** What was done, such as `player.suspend` or `store.package.edit`. */
    Action: varchar('action', { length: 64 }).notNull(),
    /** The player the action concerns, when there is one: they see it in their activity log. */
    TargetUserID: integer('target_user_id'),
    /** What else it concerns (`package:3`, `item:12`), for the filters. */
    Target: varchar('target', { length: 64 }),
    /** One sentence a player or an operator can read. */
    Summary: text('summary').notNull(),
    Before: jsonb('before'),
    After: jsonb('after'),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.At.desc(), t.id.desc()),
    index('staff_audit_target_user_idx').on(t.TargetUserID, t.At),
    index('staff_audit_actor_idx').on(t.ActorID, t.At),
    index('staff_audit_action_idx').on(t.Action, t.At),
  ],
);
