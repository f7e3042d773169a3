import type { Generated } from 'kysely';
import type { CommentableType } from '@common/api/comments';
import type { ModerationStatus, ReportReason } from '@common/api/moderation';
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
  /** A moderator's decision; only published comments are public. */
  status: Generated<ModerationStatus>;
  /** Open reports, kept with the row so that "reported first" sorts on an index. */
  reports_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A member's report of a comment; a moderator's decision resolves it. */
export interface CommentReportsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  reason: ReportReason;
  details: string | null;
  resolved_at: string | null;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface CommentsTables {
  comments: CommentsTable;
  comment_reports: CommentReportsTable;
}
