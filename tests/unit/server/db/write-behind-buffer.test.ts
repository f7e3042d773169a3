import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WriteBehindBuffer, WriteBehindBuffers } from '@server/db/write-behind-buffer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function buffer(options: { batchSize?: number; maxQueued?: number; fail?: boolean } = {}) {
  const batches: number[][] = [];
  const failures: Array<{ name: string; lost: number }> = [];
  const queue = new WriteBehindBuffer<number>({
    name: 'numbers',
    intervalMs: 1000,
    batchSize: options.batchSize ?? 3,
    maxQueued: options.maxQueued ?? 100,
    write: async (rows) => {
      if (options.fail) throw new Error('database down');
      batches.push(rows);
    },
    onFailure: (_error, name, lost) => failures.push({ name, lost }),
  });
  return { queue, batches, failures };
}

describe('WriteBehindBuffer', () => {
  it('writes what waits a second after the first row, in one batch', async () => {
    const { queue, batches } = buffer({ batchSize: 10 });
    queue.push(1);
    queue.push(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
    expect(queue.pending).toBe(0);
  });

  it('writes as soon as a batch is full, without waiting for the timer', async () => {
    const { queue, batches } = buffer({ batchSize: 3 });
    [1, 2, 3, 4].forEach((n) => queue.push(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('flushes on demand in batches of the batch size, in order', async () => {
    const { queue, batches } = buffer({ batchSize: 100 });
    for (let n = 1; n <= 5; n++) queue.push(n);
    await queue.flush();
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    await queue.flush();
    expect(batches).toHaveLength(1);
  });

  it('drops and counts rows past the queue bound instead of growing', async () => {
    const { queue, batches } = buffer({ batchSize: 100, maxQueued: 2 });
    expect(queue.push(1)).toBe(true);
    expect(queue.push(2)).toBe(true);
    expect(queue.push(3)).toBe(false);
    expect(queue.dropped).toBe(1);
    await queue.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(queue.push(4)).toBe(true);
  });

  it('reports a failed batch and never rejects', async () => {
    const { queue, failures } = buffer({ batchSize: 2, fail: true });
    queue.push(1);
    queue.push(2);
    queue.push(3);
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(failures).toEqual([
      { name: 'numbers', lost: 2 },
      { name: 'numbers', lost: 1 },
    ]);
    expect(queue.failed).toBe(3);
  });
});

describe('WriteBehindBuffers', () => {
  it('flushes every buffer and reports failures where it is told', async () => {
    const buffers = new WriteBehindBuffers();
    const written: string[] = [];
    const reported: string[] = [];
    buffers.reportFailuresTo((_error, name, lost) => reported.push(`${name}:${lost}`));
    const a = buffers.create<string>({
      name: 'a',
      write: async (rows) => void written.push(...rows),
    });
    const b = buffers.create<string>({
      name: 'b',
      write: async () => {
        throw new Error('no');
      },
    });
    a.push('x');
    b.push('y');
    await buffers.flush();
    expect(written).toEqual(['x']);
    expect(reported).toEqual(['b:1']);
  });
});
