import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';
import type { NewsArticlesTable } from './news-tables';

export type NewsArticleRow = Selectable<NewsArticlesTable>;

/** A summary row: the body's opening only (enough for a ~200 character excerpt). */
export type NewsSummaryRow = Pick<
  NewsArticleRow,
  'id' | 'title' | 'slug' | 'image' | 'byline' | 'source' | 'created_at'
> & { body_start: string };

const BODY_START_LENGTH = 2000;

export class NewsRepository {
  constructor(private readonly db: Db) {}

  private summaries() {
    return this.db
      .selectFrom('news_articles')
      .select([
        'id',
        'title',
        'slug',
        'image',
        'byline',
        'source',
        'created_at',
        sql<string>`substr(body, 1, ${sql.lit(BODY_START_LENGTH)})`.as('body_start'),
      ]);
  }

  /** Newest first. */
  async paginate(
    page: number,
    perPage: number,
  ): Promise<{ rows: NewsSummaryRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.latest(perPage, (page - 1) * perPage),
      this.db
        .selectFrom('news_articles')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.count) };
  }

  latest(limit: number, offset = 0, exceptId?: number): Promise<NewsSummaryRow[]> {
    let query = this.summaries();
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  byIds(ids: number[]): Promise<NewsSummaryRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.summaries().where('id', 'in', ids).execute();
  }

  findById(id: number): Promise<NewsArticleRow | undefined> {
    return this.db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(values: Insertable<NewsArticlesTable>): Promise<NewsArticleRow> {
    return this.db
      .insertInto('news_articles')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
