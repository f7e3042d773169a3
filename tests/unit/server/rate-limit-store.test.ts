// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AttemptLimits } from '@server/http/attempt-limits';
import { MemoryRateLimitStore } from '@server/http/rate-limit-store';
import { defaultRateLimits } from '@server/http/rate-limits';

describe('MemoryRateLimitStore', () => {
  it('counts in a fixed window that expires, and resets on demand', async () => {
    let now = 1_000;
    const store = new MemoryRateLimitStore(() => now);
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    now = 30_000;
    expect(await store.increment('k', 60_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(await store.get('other')).toBeNull();
    now = 61_000;
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 60_000)).toEqual({ count: 1, resetAt: 121_000 });
    await store.reset('k');
    expect(await store.get('k')).toBeNull();
  });
});

describe('AttemptLimits', () => {
  it('answers 429 once a strategy max is recorded, per strategy and key, until cleared', async () => {
    const limits = new AttemptLimits(
      { ...defaultRateLimits(), login: { max: 2, windowMs: 60_000 } },
      new MemoryRateLimitStore(),
    );
    await limits.record('login', 'a');
    await limits.assertAllowed('login', 'a');
    await limits.record('login', 'a');
    await expect(limits.assertAllowed('login', 'a')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(
        /^Too many login attempts\. Please try again in 60 seconds\.$/,
      ),
    });
    await limits.assertAllowed('login', 'b');
    await limits.assertAllowed('currentPassword', 'a');
    await limits.clear('login', 'a');
    await limits.assertAllowed('login', 'a');
  });

  it('gives routes the strategy in @fastify/rate-limit terms', () => {
    const limits = new AttemptLimits(defaultRateLimits(), new MemoryRateLimitStore());
    expect(limits.route('registration')).toEqual({ max: 10, timeWindow: 3_600_000 });
  });
});
