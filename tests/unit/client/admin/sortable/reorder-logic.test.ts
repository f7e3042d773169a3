import { describe, expect, it } from 'vitest';
import {
  moveById,
  moveByStep,
  orderChanged,
  orderedBy,
} from '@client/admin/sortable/reorder-logic';

describe('reorder logic', () => {
  it('moves an id to where another is (a drop), both ways', () => {
    expect(moveById([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveById([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveById([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveById([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });

  it('moves one step earlier or later, staying put at the ends', () => {
    expect(moveByStep([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveByStep([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveByStep([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveByStep([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('shows items in a pending order; items it does not name keep their place after', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderedBy(items, null).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(orderedBy(items, [3, 1, 2, 4]).map((item) => item.id)).toEqual([3, 1, 2, 4]);
    expect(orderedBy(items, [4, 2]).map((item) => item.id)).toEqual([4, 2, 1, 3]);
    // a removed item in the pending order is simply skipped
    expect(orderedBy(items.slice(1), [1, 3, 2, 4]).map((item) => item.id)).toEqual([3, 2, 4]);
  });

  it('tells whether an order changed', () => {
    expect(orderChanged([1, 2], [1, 2])).toBe(false);
    expect(orderChanged([1, 2], [2, 1])).toBe(true);
    expect(orderChanged([1, 2], [1])).toBe(true);
  });
});
