import { z } from 'zod';

export const TITLE_ORDERS = ['popularity', 'rating', 'release_date', 'name', 'vote_count'] as const;
export type TitleOrder = (typeof TITLE_ORDERS)[number];

const year = z.coerce
  .number('The year must be a number.')
  .int('The year must be a whole number.')
  .min(1870, 'The year must be 1870 or later.')
  .max(2100, 'The year must be 2100 or earlier.');

/**
 * Filters of title lists (channels, the titles endpoint), shared by the server's validation and
 * the client's filter bar. order is "column:direction", e.g. "rating:desc".
 */
export const titleFilters = z.object({
  type: z.enum(['movie', 'series'], { error: 'The type must be movie or series.' }).optional(),
  genre: z.string().trim().max(100).optional(),
  yearFrom: year.optional(),
  yearTo: year.optional(),
  ratingFrom: z.coerce
    .number('The rating must be a number.')
    .min(0, 'The rating must be between 0 and 10.')
    .max(10, 'The rating must be between 0 and 10.')
    .optional(),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'The language must be a two or three letter code.')
    .optional(),
  order: z
    .string()
    .regex(
      new RegExp(`^(${TITLE_ORDERS.join('|')}):(asc|desc)$`),
      'The order must be a column and a direction, like rating:desc.',
    )
    .optional(),
});

export type TitleFilters = z.infer<typeof titleFilters>;

export function parseOrder(order: string | undefined, fallback: `${TitleOrder}:${'asc' | 'desc'}`) {
  const [column, direction] = (order ?? fallback).split(':') as [TitleOrder, 'asc' | 'desc'];
  return { column, direction };
}
