import { gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { guilds } from '../db/schema/index';
import { queueAnnouncement, type Announcements } from '../domain/community/announce';
import { deliverWebhook, newGuildMessage, WEBHOOK_QUEUE, type WebhookMessage } from '../domain/community/webhooks';
import type { JobRunner } from './runner';

const NEW_GUILDS_PER_RUN = 10;

/**
 * The community-chat webhook: queued messages are delivered (retried with backoff by the runner),
 * and new guilds are noticed by a recurring job that remembers the last guild it announced, since
 * guilds are founded in the game, not through this site. Nothing is defined without a webhook URL.
 */
export function defineCommunityWebhookJobs(
  runner: JobRunner,
  db: Db,
  opts: { url: string | undefined; allowPrivate: boolean; announcements: Announcements },
): void {
  const { url, announcements } = opts;
  if (!url) return;
  runner.defineQueue(WEBHOOK_QUEUE, async (payload) => deliverWebhook(url, payload as WebhookMessage, { allowPrivate: opts.allowPrivate }));
  runner.defineRecurring('announce-new-guilds', 60, async (state) => {
    const last = (state as { lastGuildId?: number } | null)?.lastGuildId;
    // The first run only remembers where the guilds are: the existing ones are not news.
    if (last === undefined) {
      const [{ top }] = await db.select({ top: max(guilds.id) }).from(guilds);
      return { lastGuildId: top ?? 0 };
    }
    const fresh = await db.select({ id: guilds.id, Name: guilds.Name }).from(guilds).where(gt(guilds.id, last)).orderBy(guilds.id).limit(NEW_GUILDS_PER_RUN);
    for (const guild of fresh) await queueAnnouncement(db, announcements, newGuildMessage(announcements.origin, guild));
    return { lastGuildId: fresh.at(-1)?.id ?? last };
  });
}
