import type { Db } from '../../db/connection';
import type { PageVisitsTable } from './catalogue-tables';

export type PageVisitModel = PageVisitsTable['model_type'];

const TABLES = {
  title: 'titles',
  person: 'people',
  episode: 'episodes',
  news: 'news_articles',
} as const satisfies Record<PageVisitModel, string>;

export class PageVisitRepository {
  constructor(private readonly db: Db) {}

  async modelExists(type: PageVisitModel, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom(TABLES[type])
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async record(
    type: PageVisitModel,
    id: number,
    userId: number | null,
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('page_visits')
      .values({ model_type: type, model_id: id, user_id: userId, created_at: now })
      .execute();
  }
}
