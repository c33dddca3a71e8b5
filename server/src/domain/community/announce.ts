import type { Db } from '../../db/client';
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

/** Queues a message in the transaction of the change it announces, so both commit or neither. */
export async function queueAnnouncement(db: Db | Tx, to: Announcements | undefined, message: WebhookMessage): Promise<void> {
  if (to?.enabled) await enqueueJob(db, WEBHOOK_QUEUE, message, { maxAttempts: 6 });
}
