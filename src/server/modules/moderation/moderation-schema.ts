import { z } from 'zod';
import { MODERATION_FILTERS } from '@common/api/moderation';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { recordId } from '../../http/record-id';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const day = (label: string) =>
  z
    .string()
    .regex(DATE, `The ${label} date must be a date (YYYY-MM-DD).`)
    .refine(
      (value) => !Number.isNaN(Date.parse(value)),
      `The ${label} date must be a date (YYYY-MM-DD).`,
    );

/** The day after a YYYY-MM-DD date, so that "to" includes the whole day it names. */
function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * GET admin/comments and admin/reviews: the whole site's items, or a title's (its admin tabs),
 * filtered by author, creation dates, state and text; reported first, then newest.
 */
export const moderationListQuery = paginationQuery.pick({ page: true, perPage: true }).extend({
  titleId: recordId('title id').optional(),
  userId: recordId('user id').optional(),
  from: day('from').optional(),
  /** Inclusive: the items created on that day are in. */
  to: day('to').transform(nextDay).optional(),
  state: z
    .enum(MODERATION_FILTERS, {
      error: 'The state must be published, hidden, deleted or reported.',
    })
    .optional(),
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  ids: idList,
});

export type ModerationListQuery = z.infer<typeof moderationListQuery>;

/**
 * GET admin/{comments|reviews}/{titles|authors}: the options of the lists' title and author
 * filters (an autocomplete's search, or the chosen ids).
 */
export const moderationOptionsQuery = z.object({
  query: z.string().trim().max(255, 'The query may not be greater than 255 characters.').optional(),
  ids: idList,
  perPage: z.coerce
    .number()
    .int()
    .min(1, 'The per page must be at least 1.')
    .max(50, 'The per page may not be greater than 50.')
    .default(10),
});

export type ModerationOptionsQuery = z.infer<typeof moderationOptionsQuery>;
