import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffAudit } from '../../db/schema/index';

// The staff record as the dashboard reads it: a server table with filters, and the same rows as CSV.

export interface AuditFilters {
  actor?: string;
  action?: string;
  player?: number;
  from?: Date;
  /** Exclusive: the day after the last day asked for. */
  to?: Date;
}

export function auditCondition(f: AuditFilters): SQL | undefined {
  return and(
    f.actor ? sql`lower(${staffAudit.ActorName}) = ${f.actor.toLowerCase()}` : undefined,
    f.action ? eq(staffAudit.Action, f.action) : undefined,
    f.player ? eq(staffAudit.TargetUserID, f.player) : undefined,
    f.from ? gte(staffAudit.At, f.from) : undefined,
    f.to ? lt(staffAudit.At, f.to) : undefined,
  );
}

export const auditColumns = {
  id: staffAudit.id,
  At: staffAudit.At,
  ActorID: staffAudit.ActorID,
  ActorName: staffAudit.ActorName,
  ActorIP: staffAudit.ActorIP,
  Action: staffAudit.Action,
  TargetUserID: staffAudit.TargetUserID,
  Target: staffAudit.Target,
  Summary: staffAudit.Summary,
  Before: staffAudit.Before,
  After: staffAudit.After,
};

/** At most this many lines per CSV export; narrow the filters for more. */
const AUDIT_CSV_MAX_ROWS = 50_000;

export async function auditRowsForCsv(db: Db, f: AuditFilters) {
  return db.select(auditColumns).from(staffAudit).where(auditCondition(f)).orderBy(desc(staffAudit.At), desc(staffAudit.id)).limit(AUDIT_CSV_MAX_ROWS);
}
