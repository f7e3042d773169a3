import type { Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { PageQuery } from './review-schema';
import type { RatingsTable } from './reviews-tables';

export type RatingRow = Selectable<RatingsTable>;

/**
 * Members' ratings. They never touch the title's own rating and vote count, which are its
 * source's figures (IMDb's); the members' average and count are read from this table.
 */
export class RatingRepository extends Repository {
  find(userId: number, titleId: number): Promise<RatingRow | undefined> {
    return this.db
      .selectFrom('ratings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
  }

  /** Sets a member's rating of a title: a new row, or the old row with its new value. */
  async set(userId: number, titleId: number, rating: number, now: string): Promise<RatingRow> {
    const inserted = await this.db
      .insertInto('ratings')
      .values({ user_id: userId, title_id: titleId, rating, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'title_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    const existing = (await this.find(userId, titleId))!;
    if (existing.rating === rating) return existing;
    return this.db
      .updateTable('ratings')
      .set({ rating, updated_at: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Removes a member's rating; false when there was none. */
  async remove(userId: number, titleId: number): Promise<boolean> {
    const removed = await this.db
      .deleteFrom('ratings')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return removed.numDeletedRows > 0n;
  }

  /** A page of a member's ratings, newest first, and their total (cards are added by the caller). */
  pageForUser(userId: number, page: PageQuery): Promise<{ rows: RatingRow[]; total: number }> {
    return fetchPage<RatingRow>(this.db.selectFrom('ratings').where('user_id', '=', userId), {
      ...page,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('ratings')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /**
   * Counts of members' ratings 1..10 (index 0 is 1), whence their average and number, in one
   * GROUP BY query read from the (title_id, rating) index alone.
   */
  async distribution(titleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .select(['rating', (eb) => eb.fn.countAll().as('count')])
      .where('title_id', '=', titleId)
      .groupBy('rating')
      .execute();
    const counts = Array.from({ length: 10 }, () => 0);
    for (const row of rows) {
      if (row.rating >= 1 && row.rating <= 10) counts[row.rating - 1] = Number(row.count);
    }
    return counts;
  }
}
