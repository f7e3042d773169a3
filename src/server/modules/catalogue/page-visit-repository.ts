import { sql, type Insertable } from 'kysely';
import {
  dayOf,
  rangeBounds,
  toDayCounts,
  type DayCount,
  type DayRange,
} from '../../db/day-buckets';
import { Repository } from '../../db/transactions';
import type { PageVisitsTable } from './catalogue-tables';

export type PageVisitModel = PageVisitsTable['model_type'];
export type NewPageVisit = Insertable<PageVisitsTable>;

/** Whose visits to count: one page, or every episode page of a season. */
export type VisitedPages = { type: PageVisitModel; id: number } | { seasonId: number };

export class PageVisitRepository extends Repository {
  /** Writes a batch of visits (the write-behind buffer's) in one multi-row insert. */
  async recordMany(visits: NewPageVisit[]): Promise<void> {
    if (!visits.length) return;
    await this.db.insertInto('page_visits').values(visits).execute();
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

  /** Visits per day (days without any left out), grouped in SQL on the indexed columns. */
  async dailyCounts(pages: VisitedPages, range: DayRange): Promise<DayCount[]> {
    const { start, end } = rangeBounds(range);
    let query = this.db
      .selectFrom('page_visits')
      .select([dayOf('created_at').as('day'), sql<number>`count(*)`.as('count')])
      .where('created_at', '>=', start)
      .where('created_at', '<', end);
    query =
      'seasonId' in pages
        ? query
            .where('model_type', '=', 'episode')
            .where('model_id', 'in', (eb) =>
              eb.selectFrom('episodes').select('id').where('season_id', '=', pages.seasonId),
            )
        : query.where('model_type', '=', pages.type).where('model_id', '=', pages.id);
    return toDayCounts(await query.groupBy(dayOf('created_at')).orderBy('day').execute());
  }
}
