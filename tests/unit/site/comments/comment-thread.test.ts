import { describe, expect, it } from 'vitest';
import { buildThread, indentLevel } from '@client/site/comments/comment-thread';
import { comment } from '../profiles/support/render-site';

const ids = (entries: ReturnType<typeof buildThread>) =>
  entries.map((entry) => [entry.comment.id, entry.depth]);

describe('buildThread', () => {
  it('puts flat replies under their parents in reading order', () => {
    const root = comment({
      id: 1,
      replies: [
        comment({ id: 2, parent_id: 1, depth: 1 }),
        comment({ id: 3, parent_id: 2, depth: 2 }),
        comment({ id: 4, parent_id: 1, depth: 1 }),
        comment({ id: 5, parent_id: 3, depth: 3 }),
        comment({ id: 6, parent_id: 2, depth: 2 }),
      ],
    });
    expect(ids(buildThread(root))).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [5, 3],
      [6, 2],
      [4, 1],
    ]);
  });

  it('accepts nested replies and keeps replies of missing parents under the root', () => {
    const root = comment({
      id: 10,
      replies: [
        comment({
          id: 11,
          parent_id: 10,
          replies: [comment({ id: 12, parent_id: 11 })],
        }),
        comment({ id: 13, parent_id: 99 }),
      ],
    });
    expect(ids(buildThread(root))).toEqual([
      [10, 0],
      [11, 1],
      [12, 2],
      [13, 1],
    ]);
  });

  it('is just the root when there are no replies', () => {
    expect(ids(buildThread(comment({ id: 5 })))).toEqual([[5, 0]]);
  });

  it('caps indentation', () => {
    expect(indentLevel(2, 3)).toBe(2);
    expect(indentLevel(9, 3)).toBe(3);
    expect(indentLevel(-1, 3)).toBe(0);
  });
});
