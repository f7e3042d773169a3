import { z } from 'zod';
import { isCalendarDate, isImageAddress } from '@common/catalogue/catalogue-field-rules';

/** Zod fields the season and episode admin inputs share, with the site's messages. */

/** A season or episode number: a whole number from 0 (specials) up. */
export const numberField = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(0, `The ${label} must be at least 0.`)
    .max(100_000, `The ${label} may not be greater than 100000.`);

export const titleIdField = z
  .number({ error: 'The title id field is required.' })
  .int('The title id must be a whole number.')
  .positive('The title id must be a positive number.')
  .max(2_147_483_647, 'The title id is too large.');

/** An optional text; blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

export const posterField = (label: string) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(255, `The ${label} may not be greater than 255 characters.`)
    .refine(
      (value) => value === '' || isImageAddress(value),
      `The ${label} must be an uploaded image, an /art/ path or an http(s) URL.`,
    )
    .nullish()
    .transform((value) => value || null);

export const releaseDateField = z
  .string({ error: 'The release date must be a string.' })
  .trim()
  .refine(
    (value) => value === '' || isCalendarDate(value),
    'The release date must be a valid date (YYYY-MM-DD).',
  )
  .nullish()
  .transform((value) => value || null);

export const runtimeField = z
  .number({ error: 'The runtime must be a number.' })
  .int('The runtime must be a whole number.')
  .min(0, 'The runtime must be at least 0.')
  .max(10_000, 'The runtime may not be greater than 10000.')
  .nullish()
  .transform((value) => value ?? null);

/** A query param number filter (`?number=2`); 0 is allowed. */
export const numberFilter = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(0, `The ${label} must be at least 0.`)
    .max(100_000, `The ${label} may not be greater than 100000.`)
    .optional();
