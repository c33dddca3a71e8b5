import { LRUCache } from 'lru-cache';
import { RateLimited } from '../../../plugins/rate-limit';
import type { ImageData } from '../../../domain/images/image';
import { svgToPng } from '../../../domain/images/render';

/**
 * Draws share cards (1200×630 PNGs through sharp) without letting anyone turn the server into a free
 * renderer: each content is drawn once and then kept (a bounded LRU keyed by the content's hash),
 * concurrent draws of one content share one render, at most `concurrency` renders run at a time in
 * this process (the rest wait their turn), and one client may start at most `perClientPerMinute`
 * new renders a minute (429 with Retry-After past that; cached cards are never counted). The counts
 * live in memory on purpose: what they protect is this process's CPU.
 */
export class CardRenderer {
  private readonly cache = new LRUCache<string, ImageData>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (d) => d.body.length + 200 });
  private readonly drawing = new Map<string, Promise<ImageData>>();
  private readonly clients = new LRUCache<string, { start: number; count: number }>({ max: 10_000 });
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrency: number; perClientPerMinute: number }) {}

  /** The kept picture of this content, if it was drawn already. */
  cached(key: string): ImageData | undefined {
    return this.cache.get(key);
  }

  /** The picture of this content: kept, being drawn, or drawn now for `client` (counted against its rate). */
  async image(key: string, client: string, svgOf: () => Promise<string>): Promise<ImageData> {
    const kept = this.cache.get(key) ?? (await this.drawing.get(key));
    if (kept) return kept;
    this.count(client);
    const draw = this.inTurn(async () => svgToPng(await svgOf()));
    this.drawing.set(key, draw);
    try {
      const image = await draw;
      this.cache.set(key, image);
      return image;
    } finally {
      this.drawing.delete(key);
    }
  }

  private count(client: string) {
    const now = Date.now();
    let window = this.clients.get(client);
    if (!window || now - window.start >= 60_000) {
      window = { start: now, count: 0 };
      this.clients.set(client, window);
    }
    if (window.count >= this.limits.perClientPerMinute) throw new RateLimited(Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000)));
    window.count += 1;
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `active` never exceeds the bound.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
