import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { siteOrigin } from '../account/site-url';
import { enqueueJob } from '../../jobs/runner';
import type { Tx } from '../ledger/ledger';
import { WEBHOOK_QUEUE, type WebhookMessage } from './webhooks';

/**
 * What a domain action needs to announce its event in the community chat: plain settings, read once
 * from the configuration, so the action queues the message itself in its own transaction.
 */
export interface Announcements {
  /** False when no webhook address is configured: nothing is queued. */
  enabled: boolean;
  /** The site's public origin, for the links in a message. */
  origin: string;
  /** A won pot (both stakes) at least this big is announced. */
  bigBetCoins: number;
  /** A limited package is announced when its stock reaches this number, and again when sold out. */
  stockLow: number;
}

/** The announcement settings of this configuration (DISCORD_WEBHOOK_URL and the WEBHOOK_* thresholds). */
export const announcementsOf = (config: Config): Announcements => ({
  enabled: Boolean(config.DISCORD_WEBHOOK_URL),
  origin: siteOrigin(config),
  bigBetCoins: config.WEBHOOK_BIG_BET_COINS,
  stockLow: config.WEBHOOK_STOCK_LOW,
});

/** Queues a message in the transaction of the change it announces, so both commit or neither. */
export async function queueAnnouncement(db: Db | Tx, to: Announcements | undefined, message: WebhookMessage): Promise<void> {
  if (to?.enabled) await enqueueJob(db, WEBHOOK_QUEUE, message, { maxAttempts: 6 });
}
