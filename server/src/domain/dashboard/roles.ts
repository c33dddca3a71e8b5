import { and, eq, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLE_LABELS, type StaffRole } from '@contract/rules/staff-permissions';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import { Forbidden, NotFound } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';

const labelOf = (role: StaffRole | null) => (role ? STAFF_ROLE_LABELS[role].toLowerCase() : 'no staff role');

/**
 * Gives a player a staff role, changes it, or takes it away (null). The account's public role follows:
 * staff while it has a level, a player again without one. An administrator cannot change their own
 * role, so the site never loses its last administrator by a slip.
 */
export async function changeStaffRole(db: Db, actor: StaffActor, targetId: number, staffRole: StaffRole | null): Promise<void> {
  if (targetId === actor.id) throw new Forbidden('You cannot change your own staff role; ask another administrator.');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ Username: users.Username, StaffRole: users.StaffRole, Role: users.Role })
      .from(users)
      .where(and(eq(users.id, targetId), isNull(users.DeletedAt)))
      .for('update');
    if (!before) throw new NotFound('The player was not found.');
    const role = staffRole ? sql`'staff'` : sql`case when ${users.Role} = 'staff' then 'player' else ${users.Role} end`;
    const [after] = await tx
      .update(users)
      .set({ StaffRole: staffRole, Role: role })
      .where(eq(users.id, targetId))
      .returning({ StaffRole: users.StaffRole, Role: users.Role });
    // A demoted account's open sessions must not keep what they could do.
    if (before.StaffRole && !staffRole) await tx.delete(sessions).where(eq(sessions.UserID, targetId));
    await recordStaffAction(tx, actor, {
      action: 'player.role',
      targetUserId: targetId,
      summary: `${actor.Username} changed ${before.Username}'s staff role from ${labelOf(before.StaffRole)} to ${labelOf(staffRole)}.`,
      before: { StaffRole: before.StaffRole, Role: before.Role },
      after,
    });
  });
}
