import type { Generated } from 'kysely';
import type { NewsState } from '@common/api/admin-news';

export interface NewsArticlesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  body: string;
  image: string | null;
  byline: string | null;
  source: string | null;
  user_id: number | null;
  /** Drafts are seen only in the admin (migration 000021). */
  state: Generated<NewsState>;
  created_at: string;
  updated_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface NewsTables {
  news_articles: NewsArticlesTable;
}
