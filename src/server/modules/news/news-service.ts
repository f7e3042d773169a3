import type { NewsState } from '@common/api/admin-news';
import type { NewsArticle, NewsArticleResponse, NewsArticleSummary } from '@common/api/news';
import { newsArticleUrl } from '@common/catalogue/catalogue-urls';
import { slugify } from '@common/text/slugify';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { sanitizePageHtml } from '../pages';
import type { NewsRepository, NewsArticleRow, NewsSummaryRow } from './news-repository';
import { excerpt } from './news-text';
import type { PageAddress } from '../../domain/page-address';

export const RELATED_NEWS = 5;
export const NEWS_NOT_FOUND = 'News article not found.';

export interface NewsArticleInput {
  title: string;
  /** HTML; sanitised before it is stored. */
  body: string;
  image?: string | null;
  byline?: string | null;
  source?: string | null;
  user_id?: number | null;
  /** ISO timestamp; now by default (the seeder backdates articles). */
  created_at?: string;
  /** Published unless told otherwise (the seeder's articles are). */
  state?: NewsState;
}

function toSummary(row: NewsSummaryRow | NewsArticleRow): NewsArticleSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    image: row.image,
    byline: row.byline,
    source: row.source,
    excerpt: excerpt('body_start' in row ? row.body_start : row.body),
    created_at: row.created_at,
  };
}

/** News articles: the public list and article pages, and creation for the seeder and admin. */
export class NewsService {
  constructor(private readonly news: NewsRepository) {}

  async list(
    page: number,
    perPage: number,
  ): Promise<{ rows: NewsArticleSummary[]; total: number }> {
    const { rows, total } = await this.news.paginate(page, perPage);
    return { rows: rows.map(toSummary), total };
  }

  async latest(limit: number): Promise<NewsArticleSummary[]> {
    return (await this.news.latest(limit)).map(toSummary);
  }

  /** Summaries for the given ids in the order given (missing ids are skipped); one query. */
  async summaries(ids: number[]): Promise<NewsArticleSummary[]> {
    const byId = new Map(
      (await this.news.byIds([...new Set(ids)])).map((row) => [row.id, toSummary(row)]),
    );
    return ids.flatMap((id) => {
      const summary = byId.get(id);
      return summary ? [summary] : [];
    });
  }

  /** An article and the latest others; null names no article (a malformed id). */
  async article(id: number | null): Promise<NewsArticleResponse> {
    const row = id === null ? undefined : await this.news.findPublished(id);
    if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
    const related = await this.news.latest(RELATED_NEWS, row.id);
    const article: NewsArticle = { ...toSummary(row), body: row.body };
    return { article, related: related.map(toSummary) };
  }

  /** The sitemap's walk over every article, in id order. */
  countAll(): Promise<number> {
    return this.news.count();
  }

  idAt(offset: number): Promise<number | undefined> {
    return this.news.idAt(offset);
  }

  async addresses(fromId: number, limit: number): Promise<PageAddress[]> {
    const rows = await this.news.idsFrom(fromId, limit);
    return rows.map((row) => ({
      id: row.id,
      path: newsArticleUrl(row),
      updatedAt: row.updated_at,
    }));
  }

  async create(input: NewsArticleInput): Promise<NewsArticle> {
    const now = nowIso();
    const row = await this.news.create({
      title: input.title.trim(),
      slug: slugify(input.title),
      body: sanitizePageHtml(input.body),
      image: input.image ?? null,
      byline: input.byline ?? null,
      source: input.source ?? null,
      user_id: input.user_id ?? null,
      state: input.state ?? 'published',
      created_at: input.created_at ?? now,
      updated_at: input.created_at ?? now,
    });
    return { ...toSummary(row), body: row.body };
  }
}
