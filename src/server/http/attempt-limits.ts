import { HttpError } from './http-error';
import type { RateLimitStore } from './rate-limit-store';
import { routeRateLimit, type RateLimitName, type RateLimits } from './rate-limits';

const loginLockoutMessage = (seconds: number) =>
  `Too many login attempts. Please try again in ${seconds} seconds.`;

const attemptsLockoutMessage = (seconds: number) =>
  `Too many attempts. Please try again in ${seconds} seconds.`;

/**
 * The named rate limits of this app (config.rateLimits) over one store. Attempt limits count what
 * the handler records (failures, sends) per key; a success can clear them.
 */
export class AttemptLimits {
  constructor(
    private readonly limits: RateLimits,
    private readonly store: RateLimitStore,
  ) {}

  /** A route's limit for @fastify/rate-limit: `config: { rateLimit: limits.route('plays') }`. */
  route(name: RateLimitName) {
    return routeRateLimit(this.limits, name);
  }

  /** Throws 429 while the key has used up the strategy's window. */
  async assertAllowed(name: RateLimitName, key: string): Promise<void> {
    const window = await this.store.get(storeKey(name, key));
    if (window && window.count >= this.limits[name].max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - Date.now()) / 1000));
      const message = name === 'login' ? loginLockoutMessage : attemptsLockoutMessage;
      throw new HttpError(429, message(seconds));
    }
  }

  async record(name: RateLimitName, key: string): Promise<void> {
    await this.store.increment(storeKey(name, key), this.limits[name].windowMs);
  }

  async clear(name: RateLimitName, key: string): Promise<void> {
    await this.store.reset(storeKey(name, key));
  }
}

const storeKey = (name: RateLimitName, key: string) => `${name}:${key}`;
