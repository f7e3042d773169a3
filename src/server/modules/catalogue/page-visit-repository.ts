import { Repository } from '../../db/transactions';
import type { PageVisitsTable } from './catalogue-tables';

export type PageVisitModel = PageVisitsTable['model_type'];

export class PageVisitRepository extends Repository {
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

  /** Removes the visits of deleted rows. */
  async deleteFor(type: PageVisitModel, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('page_visits')
      .where('model_type', '=', type)
      .where('model_id', 'in', ids)
      .execute();
  }
}
