import { z } from 'zod';
import { REVIEW_ORDERS } from '@common/api/reviews';
import { paginationQuery } from '../../http/pagination';
import { recordId } from '../../http/record-id';

export const titleIdParams = z.object({ titleId: recordId('title id') });
export const reviewIdParams = z.object({ reviewId: recordId('review id') });

export const ratingValue = z
  .number({ error: 'The rating must be a number between 1 and 10.' })
  .int('The rating must be a whole number.')
  .min(1, 'The rating must be between 1 and 10.')
  .max(10, 'The rating must be between 1 and 10.');

export const ratingInput = z.strictObject({ rating: ratingValue });

export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 5000;

export const reviewInput = z.strictObject({
  rating: ratingValue,
  headline: z
    .string({ error: 'The headline must be text.' })
    .trim()
    .max(255, 'The headline may not be greater than 255 characters.')
    .nullish()
    .transform((value) => value || null),
  body: z
    .string({ error: 'The body field is required.' })
    .trim()
    .min(REVIEW_BODY_MIN, `The body must be at least ${REVIEW_BODY_MIN} characters.`)
    .max(REVIEW_BODY_MAX, `The body may not be greater than ${REVIEW_BODY_MAX} characters.`),
});

export type ReviewInput = z.infer<typeof reviewInput>;

export const reviewListQuery = paginationQuery.extend({
  order: z
    .enum(REVIEW_ORDERS, { error: 'The order must be created_at:desc or rating:desc.' })
    .default('created_at:desc'),
});

export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** A window of a member's ratings or reviews (profile tabs). */
export type PageQuery = Pick<ReviewListQuery, 'page' | 'perPage'>;
