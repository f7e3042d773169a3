import type { Comment } from '@common/catalogue/catalogue-types';

/** A comment in a thread as it is drawn: its depth below the root (0 for the root). */
export interface ThreadEntry {
  comment: Comment;
  depth: number;
}

/**
 * A root comment and its replies in reading order: each reply follows its parent, after the
 * parent's earlier replies. Replies may come flat (with parent_id) or nested (with replies of
 * their own); a reply whose parent is missing stays at the end, under the root.
 */
export function buildThread(root: Comment): ThreadEntry[] {
  const flat: Comment[] = [];
  const collect = (comments: Comment[] | undefined) => {
    for (const comment of comments ?? []) {
      flat.push(comment);
      collect(comment.replies);
    }
  };
  collect(root.replies);

  const children = new Map<number, Comment[]>();
  const known = new Set<number>([root.id, ...flat.map((comment) => comment.id)]);
  const seen = new Set<number>();
  for (const comment of flat) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    const parent =
      comment.parent_id !== null && known.has(comment.parent_id) ? comment.parent_id : root.id;
    const siblings = children.get(parent) ?? [];
    siblings.push(comment);
    children.set(parent, siblings);
  }

  const entries: ThreadEntry[] = [];
  const visit = (comment: Comment, depth: number) => {
    entries.push({ comment, depth });
    for (const child of children.get(comment.id) ?? []) visit(child, depth + 1);
  };
  visit(root, 0);
  return entries;
}

/** Indentation levels drawn: replies deeper than this line up with the deepest level. */
export const MAX_INDENT_DESKTOP = 6;
export const MAX_INDENT_MOBILE = 3;

export function indentLevel(depth: number, max: number): number {
  return Math.min(Math.max(depth, 0), max);
}
