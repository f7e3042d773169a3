import { z } from 'zod';
import { requiredIdList } from '../../http/id-list';
import { recordId } from '../../http/record-id';
import { paginationQuery } from '../../http/pagination';

/** GET admin/reviews: the reviews of a title, newest first. */
export const reviewModerationQuery = paginationQuery
  .pick({ page: true, perPage: true })
  .extend({ titleId: recordId('title id') });

export type ReviewModerationQuery = z.infer<typeof reviewModerationQuery>;

export const reviewIdsParam = z.object({ ids: requiredIdList });
