import { z } from 'zod';

/*
 * Issue 12 stitch point: the catalogue owns the title card. Until its schema lands in the
 * catalogue's src/common/api file, the community answers (ratings, list items, the watchlist)
 * describe the card here; at merge this file re-exports the catalogue's schema instead.
 */

/** A genre, keyword or country as a card or a filter names it. */
export const taxonomy = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
});

/** A title in a grid, carousel or list: the fields every card answer carries. */
export const titleCard = z.object({
  id: z.number().int(),
  type: z.enum(['movie', 'series']),
  name: z.string(),
  year: z.number().int().nullable(),
  release_date: z.string().nullable(),
  poster: z.string().nullable(),
  backdrop: z.string().nullable(),
  rating: z.number().nullable(),
  vote_count: z.number().int(),
  rating_source: z.string().nullable(),
  popularity: z.number(),
  runtime: z.number().int().nullable(),
  genres: z.array(taxonomy),
});
