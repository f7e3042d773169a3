import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';

const MAX_ID = 2_147_483_647;

/** A record id from the URL: a positive whole number (anything else is a 422, never a 500). */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a positive number.`)
    .max(MAX_ID, `The ${label} is too large.`);

/** A record id in a JSON body: a positive whole number (not a string). */
export const idValue = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a positive number.`)
    .max(MAX_ID, `The ${label} is too large.`);

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

export const REVIEW_ORDERS = ['created_at:desc', 'rating:desc'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const reviewListQuery = paginationQuery.extend({
  order: z
    .enum(REVIEW_ORDERS, { error: 'The order must be created_at:desc or rating:desc.' })
    .default('created_at:desc'),
});

export type ReviewListQuery = z.infer<typeof reviewListQuery>;
