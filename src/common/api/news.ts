import { z } from 'zod';

/** A news article in a list (news channels, search results, related articles). */
export const newsArticleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  byline: z.string().nullable(),
  source: z.string().nullable(),
  /** Plain text opening of the body. */
  excerpt: z.string(),
  created_at: z.string(),
});

export type NewsArticleSummary = z.infer<typeof newsArticleSummary>;
