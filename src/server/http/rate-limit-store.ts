/** One counter of a fixed window. */
export interface RateLimitCount {
  count: number;
  resetAt: number;
}

/**
 * Where attempt counters live. In-process by default; a shared store (Redis) lets several app
 * processes count together. Async so such a store fits without changing callers.
 */
export interface RateLimitStore {
  /** The key's open window, or null when it has none. */
  get(key: string): Promise<RateLimitCount | null>;
  /** Counts one more in the key's window, opening a window of windowMs when none is open. */
  increment(key: string, windowMs: number): Promise<RateLimitCount>;
  reset(key: string): Promise<void>;
}

const PRUNE_ABOVE = 10_000;

/** Fixed windows in a Map of this process; expired windows are dropped as they are met. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitCount>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): Promise<RateLimitCount | null> {
    const window = this.open(key);
    return Promise.resolve(window ? { ...window } : null);
  }

  increment(key: string, windowMs: number): Promise<RateLimitCount> {
    const window = this.open(key) ?? { count: 0, resetAt: this.now() + windowMs };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > PRUNE_ABOVE) this.prune();
    return Promise.resolve({ ...window });
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private open(key: string): RateLimitCount | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    for (const key of [...this.windows.keys()]) this.open(key);
  }
}
