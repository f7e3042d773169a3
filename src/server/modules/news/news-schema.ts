import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

export const newsListQuery = paginationQuery.pick({ page: true, perPage: true });

/** Ids that are not positive whole numbers name no article: null, and the route answers 404. */
export const newsArticleParam = z.object({
  articleId: z.string().transform((id) => (/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null)),
});
