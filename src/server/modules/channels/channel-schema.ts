import { z } from 'zod';
import { TITLE_ORDERS, titleFilters } from '@common/catalogue/title-filters';
import type { ChannelContentType } from './channels-tables';

export const CHANNEL_PER_PAGE_DEFAULT = 24;
export const CHANNEL_PER_PAGE_MAX = 50;

export const ORDER_FORMAT_MESSAGE = 'The order must be a column and a direction, like rating:desc.';

/**
 * GET channels/{slugOrId}: the page, the URL restriction (a genre name for a genre channel) and
 * the shared title filters. The order is checked against the channel's content type later.
 */
export const channelQuery = titleFilters
  .omit({ order: true })
  .extend({
    restriction: z.string().trim().min(1).max(100).optional(),
    page: z.coerce
      .number('The page must be a number.')
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(10_000, 'The page may not be greater than 10000.')
      .default(1),
    perPage: z.coerce
      .number('The per page must be a number.')
      .int('The per page must be a whole number.')
      .min(1, 'The per page must be at least 1.')
      .max(CHANNEL_PER_PAGE_MAX, `The per page may not be greater than ${CHANNEL_PER_PAGE_MAX}.`)
      // without one, the channel's own page size (or CHANNEL_PER_PAGE_DEFAULT)
      .optional(),
    order: z
      .string()
      .regex(/^[a-z_]+:(asc|desc)$/, ORDER_FORMAT_MESSAGE)
      .optional(),
  })
  .refine(
    (query) =>
      query.yearFrom === undefined || query.yearTo === undefined || query.yearFrom <= query.yearTo,
    { path: ['yearTo'], message: 'The year to must not be before the year from.' },
  );

export type ChannelQuery = z.infer<typeof channelQuery>;

/** The columns each kind of channel content can be ordered by. */
export const CHANNEL_ORDERS: Record<ChannelContentType, readonly string[]> = {
  title: TITLE_ORDERS,
  person: ['popularity', 'name'],
  news: ['created_at'],
  channel: [],
};
