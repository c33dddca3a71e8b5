import type { Db } from '../../db/client';
import type { Tx } from '../ledger/ledger';
import { staffAudit } from '../../db/schema/index';
import type { StaffAuditAction } from '@contract/values/staff';

/** Who acted, from where: the staff member behind a dashboard call. */
export interface StaffActor {
  id: number;
  Username: string;
  ip: string;
}

export interface StaffAction {
  action: StaffAuditAction;
  summary: string;
  targetUserId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one line to the staff record; call it inside the action's transaction so both happen or neither. */
export async function recordStaffAction(tx: Db | Tx, actor: StaffActor, action: StaffAction): Promise<void> {
  await tx.insert(staffAudit).values({
    ActorID: actor.id,
    ActorName: actor.Username,
    ActorIP: actor.ip.slice(0, 64),
    Action: action.action,
    TargetUserID: action.targetUserId ?? null,
    Target: action.target ?? null,
    Summary: action.summary.slice(0, 1000),
    Before: action.before ?? null,
    After: action.after ?? null,
  });
}
