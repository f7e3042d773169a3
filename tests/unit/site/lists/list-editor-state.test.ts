import { describe, expect, it } from 'vitest';
import {
  addItem,
  createPayload,
  itemChanges,
  moveItem,
  removeItem,
  updatePayload,
} from '@client/site/lists/list-editor-state';
import { titleCard } from '../profiles/support/render-site';

const a = titleCard({ id: 1, name: 'A' });
const b = titleCard({ id: 2, name: 'B' });
const c = titleCard({ id: 3, name: 'C' });

describe('list editor state', () => {
  it('moves an item, clamping the target', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 1, 9)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('adds titles once and removes them', () => {
    expect(addItem([a, b], c).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(addItem([a, b], { ...a }).map((t) => t.id)).toEqual([1, 2]);
    expect(removeItem([a, b, c], 2).map((t) => t.id)).toEqual([1, 3]);
  });

  it('builds the create and update payloads', () => {
    const form = { name: '  Noir  ', description: ' ', public: false, items: [b, a] };
    expect(createPayload(form)).toEqual({
      name: 'Noir',
      description: null,
      public: false,
      title_ids: [2, 1],
    });
    expect(updatePayload(form)).toEqual({ name: 'Noir', description: null, public: false });
  });

  it('works out added, removed and the order to send', () => {
    expect(itemChanges([1, 2, 3], [1, 2, 3])).toEqual({ added: [], removed: [], order: null });
    // Appending matches what the server does: no order call needed.
    expect(itemChanges([1, 2], [1, 2, 4])).toEqual({ added: [4], removed: [], order: null });
    expect(itemChanges([1, 2, 3], [3, 1])).toEqual({ added: [], removed: [2], order: [3, 1] });
    expect(itemChanges([1, 2], [5, 2])).toEqual({ added: [5], removed: [1], order: [5, 2] });
  });
});
