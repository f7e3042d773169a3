import { z } from 'zod';

/**
 * The title card every list shows (grids, carousels, search, lists, filmographies, the watch
 * page), in its own file because every API schema file builds on it.
 */

export const titleType = z.enum(['movie', 'series']);

export const taxonomy = z.object({
  id: z.number().int(),
  /** URL/filter key: 'science-fiction', 'us'. */
  name: z.string(),
  display_name: z.string(),
});

/** What every title card shows, without the hero's extras. */
export const titleCardFields = {
  id: z.number().int(),
  type: titleType,
  name: z.string(),
  year: z.number().int().nullable(),
  release_date: z.string().nullable(),
  poster: z.string().nullable(),
  backdrop: z.string().nullable(),
  /** The rating out of 10 from outside the site and its votes, with who gave them. */
  rating: z.number().nullable(),
  vote_count: z.number().int(),
  /** 'IMDb'; null when the rating's source is not known. */
  rating_source: z.string().nullable(),
  popularity: z.number(),
  runtime: z.number().nullable(),
  /** The first genres, for card subtitles. */
  genres: z.array(taxonomy),
};

/** A title in a grid, carousel, search result or list. */
export const titleCard = z.object({
  ...titleCardFields,
  /** Only on items of a hero channel: the plot and the video 'Play trailer' opens. */
  plot: z.string().nullable().optional(),
  trailer_video_id: z.number().int().nullable().optional(),
});

export type TitleType = z.infer<typeof titleType>;
export type Taxonomy = z.infer<typeof taxonomy>;
export type TitleCard = z.infer<typeof titleCard>;
