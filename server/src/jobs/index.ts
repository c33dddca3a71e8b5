import type { Config } from '../config';
import type { Db } from '../db/client';
import { announcementsOf } from '../domain/community/announce';
import { defineCommunityWebhookJobs } from './community-webhooks';
import { defineHistorySnapshotJob } from './history-snapshot';
import { defineHousekeepingJob } from './housekeeping';
import { defineRankingRefreshJob } from './ranking-refresh';
import type { JobRunner } from './runner';

interface JobLog {
  info: (obj: object, msg: string) => void;
}

/** Every background job of the site, defined on this process's runner in one place. */
export function defineJobs(runner: JobRunner, db: Db, config: Config, log: JobLog): void {
  defineHousekeepingJob(runner, db, { rateWindowSeconds: config.RATE_LIMIT_WINDOW_SECONDS, log: (deleted) => log.info({ deleted }, 'expired rows deleted') });
  defineRankingRefreshJob(runner, db, { seconds: config.RANKING_REFRESH_SECONDS, log: (msg) => log.info({}, msg) });
  defineHistorySnapshotJob(runner, db, {
    retentionDays: config.HISTORY_RETENTION_DAYS,
    log: (result) => log.info({ snapshot: result }, 'daily snapshot taken'),
  });
  defineCommunityWebhookJobs(runner, db, {
    url: config.DISCORD_WEBHOOK_URL,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    announcements: announcementsOf(config),
  });
}
