import { z } from 'zod';
import { titleType } from './title-card';
import { video } from './videos';

/** The admin videos API's answers (issue 14): a video with its title and counters. */

/** Which title a video belongs to, as the admin lists name it. */
export const adminVideoTitle = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  type: titleType,
});

export const adminVideoRecord = video.extend({
  title: adminVideoTitle,
  /** Position among the videos of its title, season or episode (0 first). */
  order: z.number().int(),
  plays_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adminVideoResponse = z.object({ video: adminVideoRecord });

export type AdminVideoTitle = z.infer<typeof adminVideoTitle>;
export type AdminVideoRecord = z.infer<typeof adminVideoRecord>;
