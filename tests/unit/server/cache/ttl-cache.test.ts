// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TtlCache } from '@server/cache/ttl-cache';

describe('TtlCache', () => {
  it('shares one load per key until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number, string>(10, 1000, () => now);
    const load = async () => `value ${++loads}`;
    const [a, b] = await Promise.all([cache.getOrLoad(1, load), cache.getOrLoad(1, load)]);
    expect([a, b, loads]).toEqual(['value 1', 'value 1', 1]);
    now = 999;
    expect(await cache.getOrLoad(1, load)).toBe('value 1');
    now = 1000;
    expect(await cache.getOrLoad(1, load)).toBe('value 2');
  });

  it('evicts the least recently used entry', async () => {
    const cache = new TtlCache<string, string>(2, 60_000);
    await cache.getOrLoad('a', async () => 'a');
    await cache.getOrLoad('b', async () => 'b');
    await cache.getOrLoad('a', async () => 'a again');
    await cache.getOrLoad('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('a');
    expect(await cache.getOrLoad('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps neither nulls nor failures, and caches nothing with a ttl of 0', async () => {
    const cache = new TtlCache<number, string | null>(10, 60_000);
    expect(await cache.getOrLoad(1, async () => null)).toBeNull();
    await Promise.resolve();
    expect(cache.size).toBe(0);
    await expect(cache.getOrLoad(2, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size).toBe(0);
    const off = new TtlCache<number, number>(10, 0);
    let loads = 0;
    await off.getOrLoad(1, async () => ++loads);
    await off.getOrLoad(1, async () => ++loads);
    expect(loads).toBe(2);
  });
});
