import type { Db } from '../db/client';
import { refreshStaleRankings } from '../domain/ranking/schedule';
import type { JobRunner } from './runner';

/** Rankings older than the period are rebuilt once across every process (the runner), never by a timer in each. */
export function defineRankingRefreshJob(runner: JobRunner, db: Db, opts: { seconds: number; log: (message: string) => void }): void {
  runner.defineRecurring('ranking-refresh', opts.seconds, async () => {
    await refreshStaleRankings(db, opts.seconds * 0.9, opts.log);
  });
}
