import { LRUCache } from 'lru-cache';

export interface Taken {
  remaining: number;
  resetSeconds: number;
  over: boolean;
}

/**
 * Fixed-window counts per key in this process's memory: counting costs no database write, so a
 * burst of reads costs the database nothing. Each process counts its own clients; the least recently
 * seen keys are dropped first when too many are tracked.
 */
export class WindowCounter {
  private readonly windows: LRUCache<string, { count: number; endsAt: number }>;

  constructor(
    private readonly max: number,
    private readonly windowSeconds: number,
    keys = 100_000,
  ) {
    this.windows = new LRUCache({ max: keys });
  }

  /** Counts one request against `key`: what is left of the window's allowance and when it ends. */
  take(key: string, now = Date.now()): Taken {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + this.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count++;
    return {
      remaining: Math.max(0, this.max - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
      over: window.count > this.max,
    };
  }
}
