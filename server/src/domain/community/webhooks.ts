import { formatNumber } from '@contract/rules/format';

// The community chat kept in the loop (issue 19): messages in Discord's webhook format (any receiver
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

/** Posts one message; anything but a 2xx answer (or no answer in 10 s) throws, so the queue retries. */
export async function deliverWebhook(url: string, body: WebhookMessage, fetchImpl: typeof fetch = fetch): Promise<void> {
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Guildhall-Webhooks/1.0' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}
