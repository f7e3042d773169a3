import { z } from 'zod';

/** A news article in lists, channels and search: its opening as plain text, no body. */
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

export const newsArticle = newsArticleSummary.extend({
  /** Sanitised HTML. */
  body: z.string(),
});

export type NewsArticle = z.infer<typeof newsArticle>;

/** GET news/{articleId}: the article and the latest others. */
export const newsArticleResponse = z.object({
  article: newsArticle,
  related: z.array(newsArticleSummary),
});

export type NewsArticleResponse = z.infer<typeof newsArticleResponse>;
