import { z } from 'zod';
import { SEARCH_TYPES, type SearchType } from './search-service';

export const SEARCH_LIMIT_DEFAULT = 8;
export const SEARCH_LIMIT_MAX = 50;

const types = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = (value ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    if (!list.length) return [...SEARCH_TYPES];
    if (!list.every((type) => SEARCH_TYPES.includes(type as SearchType))) {
      ctx.addIssue({
        code: 'custom',
        message: 'The types must be a comma-separated list of title, person and news.',
      });
      return z.NEVER;
    }
    return [...new Set(list)] as SearchType[];
  });

export const searchQuery = z.object({
  query: z
    .string({ error: 'The query field is required.' })
    .trim()
    .min(1, 'The query field is required.')
    .max(100, 'The query may not be greater than 100 characters.'),
  types,
  limit: z.coerce
    .number('The limit must be a number.')
    .int('The limit must be a whole number.')
    .min(1, `The limit must be between 1 and ${SEARCH_LIMIT_MAX}.`)
    .max(SEARCH_LIMIT_MAX, `The limit must be between 1 and ${SEARCH_LIMIT_MAX}.`)
    .default(SEARCH_LIMIT_DEFAULT),
});
