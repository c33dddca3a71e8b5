import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Tx } from '../domain/ledger/ledger';
import type { WebhookMessage } from '../domain/community/webhooks';
import { announcementsOf, queueAnnouncement, type Announcements } from '../domain/community/announce';

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

/**
 * Events are queued as jobs (retries with backoff, once across processes) and delivered by the job
 * runner (server/src/jobs/community-webhooks.ts, with the recurring look for new guilds).
 */
export default fp(
  async (app) => {
    const announcements = announcementsOf(app.config);
    app.decorate('communityWebhooks', {
      enabled: announcements.enabled,
      origin: announcements.origin,
      announcements,
      announce: (db: Db | Tx, message: WebhookMessage) => queueAnnouncement(db, announcements, message),
    });
  },
  { name: 'community-webhooks', dependencies: ['jobs'] },
);
