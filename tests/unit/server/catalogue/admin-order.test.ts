import { describe, expect, it } from 'vitest';
import { reorderedPositions } from '@server/modules/catalogue/admin-order';

const rows = (...orders: Array<[number, number]>) => orders.map(([id, order]) => ({ id, order }));

describe('reorderedPositions', () => {
  it('numbers the whole list in the new order, changing only what moved', () => {
    const current = rows([1, 0], [2, 1], [3, 2]);
    expect([...reorderedPositions(current, [3, 1, 2])]).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(reorderedPositions(current, [1, 2, 3]).size).toBe(0);
  });

  it('moves a part of the list within the places it held', () => {
    const current = rows([1, 0], [2, 1], [3, 2], [4, 3]);
    // 2 and 4 swap; 1 and 3 stay where they are
    expect(Object.fromEntries(reorderedPositions(current, [4, 2]))).toEqual({ 4: 1, 2: 3 });
  });

  it('breaks ties left by imports (every credit at order 0)', () => {
    const current = rows([5, 0], [6, 0], [7, 0]);
    // 7 already holds order 0
    expect(Object.fromEntries(reorderedPositions(current, [7, 5, 6]))).toEqual({ 5: 1, 6: 2 });
    expect(Object.fromEntries(reorderedPositions(current, [5, 6, 7]))).toEqual({ 6: 1, 7: 2 });
  });
});
