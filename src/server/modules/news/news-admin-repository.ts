import type { Insertable, Selectable, Updateable } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { NewsAdminListQuery } from './news-admin-schema';
import type { NewsArticlesTable } from './news-tables';

export type NewsAdminRow = Selectable<NewsArticlesTable>;
export type NewsAdminSummaryRow = Omit<NewsAdminRow, 'body' | 'user_id'>;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'slug',
  'image',
  'byline',
  'source',
  'state',
  'created_at',
  'updated_at',
] as const;

/** Every news article, drafts too: the admin's reads and writes. */
export class NewsAdminRepository extends Repository {
  paginate(query: NewsAdminListQuery): Promise<{ rows: NewsAdminSummaryRow[]; total: number }> {
    let base = this.db.selectFrom('news_articles');
    if (query.query) base = base.where(matchesText(['title', 'byline'], query.query));
    if (query.state) base = base.where('state', '=', query.state);
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<NewsAdminSummaryRow>(base, query, {
      columns: (rows) => rows.select(SUMMARY_COLUMNS),
      caseInsensitive: ['title'],
    });
  }

  findById(id: number): Promise<NewsAdminRow | undefined> {
    return this.db.selectFrom('news_articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(values: Insertable<NewsArticlesTable>): Promise<NewsAdminRow> {
    return this.db
      .insertInto('news_articles')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  update(id: number, values: Updateable<NewsArticlesTable>): Promise<NewsAdminRow | undefined> {
    return this.db
      .updateTable('news_articles')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes those of the ids that exist; returns which did. */
  async deleteMany(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .deleteFrom('news_articles')
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
