import type { Generated } from 'kysely';
import type { CommentableType } from '@common/api/comments';
import type { Flag } from '../../db/schema';

export type { CommentableType };

export interface CommentsTable {
  id: Generated<number>;
  user_id: number;
  commentable_type: CommentableType;
  commentable_id: number;
  parent_id: number | null;
  /**
   * Materialised thread path: the zero-padded ids of the root and every ancestor and the comment
   * itself, joined by '.', so ordering by path yields threads in reading order.
   */
  path: string;
  depth: Generated<number>;
  content: string;
  /** A deleted comment with replies keeps its place in the thread with its text removed. */
  deleted: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface CommentsTables {
  comments: CommentsTable;
}
