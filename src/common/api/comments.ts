import { z } from 'zod';
import { publicUser } from './profiles';

export const COMMENTABLE_TYPES = ['title', 'episode', 'news', 'list'] as const;

export const commentableType = z.enum(COMMENTABLE_TYPES);

/** What a comment was written on, with its name and site URL (profile pages). */
export const commentable = z.object({
  type: commentableType,
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
});

/** A comment; a deleted one keeps its place in its thread without text or author. */
export const commentRecord = z.object({
  id: z.number().int(),
  commentable_type: commentableType,
  commentable_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  depth: z.number().int(),
  /** Empty when deleted. */
  content: z.string(),
  deleted: z.boolean(),
  user: publicUser.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A root comment of GET comments, with all its replies in reading order. */
export const threadComment = commentRecord.extend({ replies: z.array(commentRecord) });

/** A comment on a profile page, with what it was written on (absent once that is gone). */
export const profileComment = commentRecord.extend({ commentable: commentable.optional() });

export const commentResponse = z.object({ comment: commentRecord });

export type CommentableType = z.infer<typeof commentableType>;
export type Commentable = z.infer<typeof commentable>;
export type CommentRecord = z.infer<typeof commentRecord>;
export type ThreadComment = z.infer<typeof threadComment>;
export type ProfileComment = z.infer<typeof profileComment>;
export type CommentResponse = z.infer<typeof commentResponse>;

/**
 * Any comment the API answers: a thread root carries its replies, a profile entry what it was
 * written on. The client reads replies that may themselves carry replies.
 */
export type Comment = CommentRecord & {
  replies?: Comment[];
  commentable?: Commentable;
};
