import { z } from 'zod';
import { COMMENTABLE_TYPES } from '@common/api/comments';
import { paginationQuery } from '../../http/pagination';
import { idValue, recordId } from '../../http/record-id';

export const COMMENT_MAX = 2000;

const commentableType = z.enum(COMMENTABLE_TYPES, {
  error: 'The commentable type must be title, episode, news or list.',
});

const content = z
  .string({ error: 'The content field is required.' })
  .trim()
  .min(1, 'The content field is required.')
  .max(COMMENT_MAX, `The content may not be greater than ${COMMENT_MAX} characters.`);

/** GET comments: one page of a thing's root comments. */
export const commentListQuery = paginationQuery.pick({ page: true, perPage: true }).extend({
  commentable_type: commentableType,
  commentable_id: recordId('commentable id'),
});

export const createCommentInput = z.strictObject({
  commentable_type: commentableType,
  commentable_id: idValue('commentable id'),
  parent_id: idValue('parent id').nullish(),
  content,
});

export const updateCommentInput = z.strictObject({ content });

export const commentIdParams = z.object({ commentId: recordId('comment id') });

export type CommentListQuery = z.infer<typeof commentListQuery>;
export type CreateCommentInput = z.infer<typeof createCommentInput>;
export type PageQuery = Pick<CommentListQuery, 'page' | 'perPage'>;
