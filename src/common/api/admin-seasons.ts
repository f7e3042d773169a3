import { z } from 'zod';

/** A season as the admin reads and writes it (admin/seasons). */
export const seasonAdminRecord = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  /** 0 holds the specials. */
  number: z.number().int(),
  name: z.string().nullable(),
  plot: z.string().nullable(),
  poster: z.string().nullable(),
  /** YYYY-MM-DD: when the season first aired. */
  release_date: z.string().nullable(),
  episode_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** An episode as the admin reads and writes it (admin/episodes). */
export const episodeAdminRecord = z.object({
  id: z.number().int(),
  title_id: z.number().int(),
  season_id: z.number().int(),
  season_number: z.number().int(),
  episode_number: z.number().int(),
  name: z.string(),
  plot: z.string().nullable(),
  /** A still from the episode. */
  poster: z.string().nullable(),
  /** YYYY-MM-DD: when it aired. */
  release_date: z.string().nullable(),
  /** Minutes. */
  runtime: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type SeasonAdminRecord = z.infer<typeof seasonAdminRecord>;
export type EpisodeAdminRecord = z.infer<typeof episodeAdminRecord>;
