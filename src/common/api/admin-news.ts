import { z } from 'zod';

/** A news article is written as a draft, seen only in the admin, until it is published. */
export const NEWS_STATES = ['draft', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** A news article in the admin list (GET admin/news): no body. */
export const adminNewsSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  byline: z.string().nullable(),
  source: z.string().nullable(),
  state: z.enum(NEWS_STATES),
  created_at: z.string(),
  updated_at: z.string(),
});

/** One article in the admin (GET, POST, PUT admin/news): with its sanitised HTML body. */
export const adminNewsRecord = adminNewsSummary.extend({ body: z.string() });

export const adminNewsResponse = z.object({ article: adminNewsRecord });

export type AdminNewsSummary = z.infer<typeof adminNewsSummary>;
export type AdminNewsRecord = z.infer<typeof adminNewsRecord>;
