import { z } from 'zod';
import { requiredIdList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { recordId } from '../../http/record-id';

/** GET admin/comments: the comments on a title, newest first. */
export const commentModerationQuery = paginationQuery.pick({ page: true, perPage: true }).extend({
  titleId: recordId('title id'),
});

export type CommentModerationQuery = z.infer<typeof commentModerationQuery>;

export const commentIdsParam = z.object({ ids: requiredIdList });
