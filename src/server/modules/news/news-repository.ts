import { sql, type Insertable, type Selectable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import type { NewsArticlesTable } from './news-tables';

export type NewsArticleRow = Selectable<NewsArticlesTable>;

/** A summary row: the body's opening only (enough for a ~200 character excerpt). */
export type NewsSummaryRow = Pick<
  NewsArticleRow,
  'id' | 'title' | 'slug' | 'image' | 'byline' | 'source' | 'created_at'
> & { body_start: string };

const BODY_START_LENGTH = 2000;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'image',
  'byline',
  'source',
  'created_at',
  sql<string>`substr(body, 1, ${sql.lit(BODY_START_LENGTH)})`.as('body_start'),
] as const;

export class NewsRepository extends Repository {
  /** What the public sees: published articles only; drafts stay in the admin. */
  private published() {
    return this.db.selectFrom('news_articles').where('state', '=', 'published');
  }

  private summaries() {
    return this.published().select(SUMMARY_COLUMNS);
  }

  /** Newest first. */
  paginate(page: number, perPage: number): Promise<{ rows: NewsSummaryRow[]; total: number }> {
    return fetchPage<NewsSummaryRow>(
      this.published(),
      { page, perPage, orderBy: 'created_at', orderDir: 'desc' },
      { columns: (query) => query.select(SUMMARY_COLUMNS) },
    );
  }

  latest(limit: number, exceptId?: number): Promise<NewsSummaryRow[]> {
    let query = this.summaries();
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  byIds(ids: number[]): Promise<NewsSummaryRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.summaries().where('id', 'in', ids).execute();
  }

  async count(): Promise<number> {
    const row = await this.published()
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return toCount(row?.count);
  }

  /** The id of the published article at a position in id order. */
  async idAt(offset: number): Promise<number | undefined> {
    const row = await this.published()
      .select('id')
      .orderBy('id')
      .limit(1)
      .offset(offset)
      .executeTakeFirst();
    return row?.id;
  }

  /** Up to `limit` published articles from id `fromId` on, in id order, with when they last changed. */
  idsFrom(fromId: number, limit: number): Promise<Array<{ id: number; updated_at: string }>> {
    return this.published()
      .select(['id', 'updated_at'])
      .where('id', '>=', fromId)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  findPublished(id: number): Promise<NewsArticleRow | undefined> {
    return this.published().selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(values: Insertable<NewsArticlesTable>): Promise<NewsArticleRow> {
    return this.db
      .insertInto('news_articles')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
