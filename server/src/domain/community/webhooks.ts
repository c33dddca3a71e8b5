import { formatNumber } from '@contract/rules/format';
import { RetryLater } from '../../jobs/runner';
import { postJson } from '../../lib/post-json';

// The community chat kept in the loop: messages in Discord's webhook format (any receiver
// that takes Discord-compatible JSON works), built when the event happens and delivered later by the
// job queue, never from the request path.

export const WEBHOOK_QUEUE = 'community-webhook';

interface WebhookEmbed {
  title: string;
  description?: string;
  url?: string;
  color?: number;
  timestamp?: string;
}

/** Discord's "execute webhook" body (content and/or embeds). */
export interface WebhookMessage {
  username: string;
  content?: string;
  embeds: WebhookEmbed[];
  /** Never ping anyone from user-written text. */
  allowed_mentions: { parse: [] };
}

const GOLD = 0xf0ad4e;
const GREEN = 0x3ddc84;
const RED = 0xdc3545;
const BLUE = 0x4fc3f7;

const message = (embed: WebhookEmbed): WebhookMessage => ({
  username: 'Guildhall',
  embeds: [{ ...embed, timestamp: new Date().toISOString() }],
  allowed_mentions: { parse: [] },
});

export const newsPublishedMessage = (origin: string, post: { Title: string; Slug: string; Excerpt: string }) =>
  message({ title: `📰 ${post.Title}`, description: post.Excerpt, url: `${origin}/news/${post.Slug}`, color: BLUE });

export const bigBetWonMessage = (origin: string, bet: { id: number; Coins: number; winner: string; loser: string }) =>
  message({
    title: `🪙 ${bet.winner} won ${formatNumber(bet.Coins * 2)} Coins on a coin flip`,
    description: `${bet.winner} beat ${bet.loser} in a ${formatNumber(bet.Coins)}-coin flip. Check it yourself: it is provably fair.`,
    url: `${origin}/bet/verify/${bet.id}`,
    color: GOLD,
  });

export const stockLowMessage = (origin: string, pkg: { id: number; Name: string; left: number }) =>
  message({
    title: pkg.left === 0 ? `🛒 ${pkg.Name} is sold out` : `🛒 Only ${formatNumber(pkg.left)} ${pkg.Name} left`,
    description: pkg.left === 0 ? 'The limited package is gone.' : 'The limited package is running low in the store.',
    url: `${origin}/store/confirmation/${pkg.id}`,
    color: pkg.left === 0 ? RED : GOLD,
  });

export const newGuildMessage = (origin: string, guild: { id: number; Name: string }) =>
  message({ title: `🛡️ A new guild: ${guild.Name}`, description: 'A new guild was founded. Say hello!', url: `${origin}/guild/${guild.id}`, color: GREEN });

/** The longest wait a receiver's Retry-After gets: a later date is taken as this. */
export const RETRY_AFTER_MAX_MS = 3_600_000;

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`, capped; null when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) return null;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 1000), RETRY_AFTER_MAX_MS);
}

/**
 * Posts one message; anything but a 2xx answer (or no answer in 10 s) throws, so the queue retries. A
 * redirect is not followed (a 3xx is a failed delivery), and the target must be a public address
 * unless `allowPrivate`. A Retry-After sets the next attempt; a 429 (rate-limited) does not count
 * toward giving up, so a receiver that asks to wait is waited for instead of being given up on.
 */
export async function deliverWebhook(url: string, body: WebhookMessage, opts: { allowPrivate: boolean }): Promise<void> {
  const res = await postJson(url, body, { allowPrivate: opts.allowPrivate, timeoutMs: 10_000, userAgent: 'Guildhall-Webhooks/1.0' });
  if (res.status >= 200 && res.status < 300) return;
  const message = `webhook answered ${res.status}`;
  const wait = retryAfterMs(res.headers['retry-after']);
  if (res.status === 429) throw new RetryLater(message, wait ?? RATE_LIMITED_WAIT_MS, false);
  if (wait !== null) throw new RetryLater(message, wait, true);
  throw new Error(message);
}

/** A 429 without a Retry-After: Discord's rate-limit windows are seconds long. */
const RATE_LIMITED_WAIT_MS = 30_000;
