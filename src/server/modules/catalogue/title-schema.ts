import { z } from 'zod';
import { titleFilters } from '@common/catalogue/title-filters';
import { paginationQuery } from '../../http/pagination';

/** GET titles: the shared title filters plus page and perPage (≤ 100). */
export const titleListQuery = titleFilters.extend(
  paginationQuery.pick({ page: true, perPage: true }).shape,
);

export type TitleListQuery = z.infer<typeof titleListQuery>;

export interface PageWindow {
  page: number;
  perPage: number;
}

export const PAGE_VISIT_TYPES = ['title', 'person', 'episode', 'news'] as const;

export const pageVisitInput = z.object({
  model_type: z.enum(PAGE_VISIT_TYPES, {
    error: 'The model type must be title, person, episode or news.',
  }),
  model_id: z.coerce
    .number({ error: 'The model id must be a number.' })
    .int('The model id must be a whole number.')
    .min(1, 'The model id must be a positive number.')
    .max(2_147_483_647, 'The model id is too large.'),
});

export type PageVisitInput = z.infer<typeof pageVisitInput>;
