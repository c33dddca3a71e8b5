import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** What a link preview or a feed enclosure says about a picture: its size, type and bytes. */
export interface PictureFacts {
  width: number;
  height: number;
  type: string;
  length: number;
}

/** Share cards are drawn at this size (domain/history/share-card.ts); drawing one to measure it would cost a render. */
const SHARE_CARD = { width: 1200, height: 630, type: 'image/png' };
const SITE_CARD_FILE = fileURLToPath(new URL('../../../public/og-image.png', import.meta.url));

/**
 * Measures the site's own pictures by asking the site for them (as a client would, without WebP, so
 * the answer is the original), once per address and process: the addresses of changing pictures
 * carry their version, so a measure stays true.
 */
export function pictureFactsOf(app: FastifyInstance): (url: string) => Promise<PictureFacts | null> {
  const cache = new LRUCache<string, PictureFacts>({ max: 2000 });
  let siteCard: Promise<PictureFacts> | undefined;
  const measure = async (body: Buffer, type: string): Promise<PictureFacts | null> => {
    const { width, height } = await sharp(body).metadata();
    return width && height ? { width, height, type, length: body.length } : null;
  };
  return async (url) => {
    const path = url.split('?', 1)[0];
    if (!path.startsWith('/')) return null;
    // The built copy of the site card is only there after a build; its source is the same file.
    if (path === '/og-image.png') return (siteCard ??= measure(readFileSync(SITE_CARD_FILE), 'image/png').then((facts) => facts!));
    const known = cache.get(url);
    if (known) return known;
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'image/png,image/jpeg,image/gif,image/svg+xml' } });
    const type = String(res.headers['content-type'] ?? '').split(';')[0];
    if (res.statusCode !== 200 || !type.startsWith('image/')) return null;
    // A miss is not kept: the picture may be uploaded next.
    const facts = path.startsWith('/api/card/') ? { ...SHARE_CARD, length: res.rawPayload.length } : await measure(res.rawPayload, type).catch(() => null);
    if (facts) cache.set(url, facts);
    return facts;
  };
}

/** The size of a share card without drawing it (pages only need its dimensions). */
export const shareCardSize = (url: string): { width: number; height: number } | null => (url.startsWith('/api/card/') ? SHARE_CARD : null);
