import fp from 'fastify-plugin';
import { gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { guilds } from '../db/schema/index';
import type { Tx } from '../domain/ledger/ledger';
import { siteOrigin } from '../domain/account/site-url';
import { deliverWebhook, newGuildMessage, WEBHOOK_QUEUE, type WebhookMessage } from '../domain/community/webhooks';
import { queueAnnouncement, type Announcements } from '../domain/community/announce';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing community-chat webhooks (DISCORD_WEBHOOK_URL); a no-op when unset. */
    communityWebhooks: {
      enabled: boolean;
      origin: string;
      /** The settings a domain action takes to queue its own announcements. */
      announcements: Announcements;
      /** Queues a message; pass the transaction of the change it announces, so both commit or neither. */
      announce(db: Db | Tx, message: WebhookMessage): Promise<void>;
    };
  }
}

const NEW_GUILDS_PER_RUN = 10;

/**
 * Events are queued as jobs (retries with backoff, once across processes) and delivered by the job
 * runner. New guilds are noticed by a recurring job that remembers the last guild it announced, since
 * guilds are founded in the game, not through this site.
 */
export default fp(
  async (app) => {
    const url = app.config.DISCORD_WEBHOOK_URL;
    const origin = siteOrigin(app.config);
    const announcements: Announcements = {
      enabled: Boolean(url),
      origin,
      bigBetCoins: app.config.WEBHOOK_BIG_BET_COINS,
      stockLow: app.config.WEBHOOK_STOCK_LOW,
    };
    app.decorate('communityWebhooks', {
      enabled: announcements.enabled,
      origin,
      announcements,
      announce: (db: Db | Tx, message: WebhookMessage) => queueAnnouncement(db, announcements, message),
    });
    if (!url) return;
    app.jobs.defineQueue(WEBHOOK_QUEUE, async (payload) => deliverWebhook(url, payload as WebhookMessage, { allowPrivate: app.config.WEBHOOK_ALLOW_PRIVATE }));
    app.jobs.defineRecurring('announce-new-guilds', 60, async (state) => {
      const last = (state as { lastGuildId?: number } | null)?.lastGuildId;
      // The first run only remembers where the guilds are: the existing ones are not news.
      if (last === undefined) {
        const [{ top }] = await app.db.select({ top: max(guilds.id) }).from(guilds);
        return { lastGuildId: top ?? 0 };
      }
      const fresh = await app.db
        .select({ id: guilds.id, Name: guilds.Name })
        .from(guilds)
        .where(gt(guilds.id, last))
        .orderBy(guilds.id)
        .limit(NEW_GUILDS_PER_RUN);
      for (const guild of fresh) await app.communityWebhooks.announce(app.db, newGuildMessage(origin, guild));
      return { lastGuildId: fresh.at(-1)?.id ?? last };
    });
  },
  { name: 'community-webhooks', dependencies: ['jobs'] },
);
