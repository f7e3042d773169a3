import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

export const PERSON_ORDERS = [
  'popularity:desc',
  'popularity:asc',
  'name:asc',
  'name:desc',
] as const;
export type PersonOrder = (typeof PERSON_ORDERS)[number];

/** GET people: order and page. */
export const personListQuery = paginationQuery.pick({ page: true, perPage: true }).extend({
  order: z
    .enum(PERSON_ORDERS, {
      error: 'The order must be popularity:desc, popularity:asc, name:asc or name:desc.',
    })
    .default('popularity:desc'),
});

export type PersonListQuery = z.infer<typeof personListQuery>;
