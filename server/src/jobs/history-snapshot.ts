import type { Db } from '../db/client';
import { snapshotTaken, takeSnapshot, utcDay, type SnapshotResult } from '../domain/history/snapshot';
import type { JobRunner } from './runner';

/** How often the processes look whether today's snapshot is due: the one that wins the hour takes it. */
const HISTORY_SNAPSHOT_CHECK_SECONDS = 3_600;

/**
 * The daily snapshot as a recurring job: every hour, the one process that wins the
 * due time (runner.ts) takes today's snapshot if it is not there yet. So it runs once a day across
 * every process, soon after midnight UTC, and a day missed while the site was down is taken when it
 * comes back.
 */
export function defineHistorySnapshotJob(runner: JobRunner, db: Db, opts: { retentionDays: number; log: (result: SnapshotResult) => void }): void {
  runner.defineRecurring('history-snapshot', HISTORY_SNAPSHOT_CHECK_SECONDS, async () => {
    const day = utcDay();
    if (await snapshotTaken(db, day)) return;
    opts.log(await takeSnapshot(db, { day, retentionDays: opts.retentionDays }));
  });
}
