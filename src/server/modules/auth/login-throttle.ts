import { HttpError } from '../../http/http-error';

interface Window {
  failures: number;
  resetAt: number;
}

const loginLockoutMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${seconds} seconds.`;

/** The lockout message for checks other than the login form (passwords, codes). */
export const attemptsLockoutMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds} seconds.`;

/**
 * Counts failed attempts per key (email + IP) in a fixed window; successes clear the count.
 * In-process, like the other embedded defaults; a shared store arrives with REDIS_URL.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly message: (seconds: number) => string = loginLockoutMessage,
  ) {}

  /** Throws 429 while the key is locked out. */
  assertAllowed(key: string): void {
    const window = this.current(key);
    if (window && window.failures >= this.maxFailures) {
      const seconds = Math.ceil((window.resetAt - this.now()) / 1000);
      throw new HttpError(429, this.message(seconds));
    }
  }

  recordFailure(key: string): void {
    const window = this.current(key) ?? { failures: 0, resetAt: this.now() + this.windowMs };
    window.failures++;
    this.windows.set(key, window);
    if (this.windows.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    for (const key of [...this.windows.keys()]) this.current(key);
  }
}
