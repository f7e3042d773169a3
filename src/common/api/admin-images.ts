import { z } from 'zod';

export const IMAGE_TYPES = ['poster', 'backdrop', 'still', 'profile'] as const;
export type AdminImageType = (typeof IMAGE_TYPES)[number];

/** An image of a title, season, episode or person, as the admin gallery shows it. */
export const adminImageRecord = z.object({
  id: z.number().int(),
  model_type: z.enum(['title', 'season', 'episode', 'person']),
  model_id: z.number().int(),
  type: z.enum(IMAGE_TYPES),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  order: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type AdminImageRecord = z.infer<typeof adminImageRecord>;

/**
 * An uploaded file entry's url (`uploads/files/<name>`), another path of the site (the demo's
 * generated art: `art/profile/1.svg?t=…`), or an http(s) URL; nothing else (no `javascript:`).
 */
export const imageUrlInput = z
  .string({ error: 'The url field is required.' })
  .trim()
  .min(1, 'The url field is required.')
  .max(2048, 'The url may not be greater than 2048 characters.')
  .regex(
    /^(https?:\/\/\S+|\/?(?!.*\.\.)[\w.~%-]+(\/[\w.~%-]+)*(\?\S*)?)$/,
    'The url must be an uploaded file, a path of this site or an http(s) address.',
  );
