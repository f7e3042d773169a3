import type {
  NewsArticle,
  NewsArticleResponse,
  NewsArticleSummary,
} from '@common/catalogue/catalogue-types';
import { slugify } from '@common/text/slugify';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { sanitizePageHtml } from '../pages/sanitize-page-html';
import { NewsRepository, type NewsArticleRow, type NewsSummaryRow } from './news-repository';
import { excerpt } from './news-text';

export const RELATED_NEWS = 5;

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
  private readonly news: NewsRepository;

  constructor(db: Db) {
    this.news = new NewsRepository(db);
  }

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

  async article(id: number): Promise<NewsArticleResponse | null> {
    const row = await this.news.findById(id);
    if (!row) return null;
    const related = await this.news.latest(RELATED_NEWS, 0, id);
    const article: NewsArticle = { ...toSummary(row), body: row.body };
    return { article, related: related.map(toSummary) };
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
      created_at: input.created_at ?? now,
      updated_at: input.created_at ?? now,
    });
    return { ...toSummary(row), body: row.body };
  }
}
