import { z } from 'zod';

/**
 * A title, one of its seasons, or one of a season's episodes, named the way admin URLs name
 * them: `/admin/titles/{titleId}/edit/seasons/{season}/episodes/{episode}/cast`. Credits,
 * images and videos of the admin are read and written per scope.
 */
export interface CatalogueScope {
  titleId: number;
  /** A season number (0 for specials). */
  season?: number;
  /** An episode number within the season; only with a season. */
  episode?: number;
}

const number = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a number.` })
    .int(`The ${name} must be a whole number.`)
    .min(0, `The ${name} must be at least 0.`)
    .max(100_000, `The ${name} may not be greater than 100000.`);

/** A scope as query params (`titleId`, `season`, `episode`) or body fields. */
export const catalogueScope = z
  .object({
    titleId: z.coerce
      .number({ error: 'The title id field is required.' })
      .int('The title id must be a whole number.')
      .positive('The title id must be a positive number.')
      .max(2_147_483_647, 'The title id is too large.'),
    season: number('season').optional(),
    episode: number('episode').optional(),
  })
  .refine((scope) => scope.episode === undefined || scope.season !== undefined, {
    message: 'An episode needs its season.',
    path: ['episode'],
  });
