import { rangeBounds, type DayRange } from '../../db/day-buckets';
import type { Selectable } from 'kysely';
import type { ReviewOrder } from '@common/api/reviews';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { PageQuery } from './review-schema';
import type { ReviewsTable } from './reviews-tables';

export type ReviewRow = Selectable<ReviewsTable>;
export type ReviewValues = Pick<ReviewRow, 'rating' | 'headline' | 'body'>;

/** The only Kysely code of reviews; authors and titles are added by the service. */
export class ReviewRepository extends Repository {
  findById(id: number): Promise<ReviewRow | undefined> {
    return this.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The id of the member's review of a title, if they wrote one. */
  async idFor(userId: number, titleId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** A member's reviews the public sees (profile counts, the reviews quota). */
  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /**
   * A page of a title's published reviews and their total: newest first, or best rated (newest
   * first among equals).
   */
  forTitle(
    titleId: number,
    order: ReviewOrder,
    page: PageQuery,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const base = this.db
      .selectFrom('reviews')
      .where('title_id', '=', titleId)
      .where('status', '=', 'published');
    const request = { ...page, orderDir: 'desc' as const };
    return order === 'rating:desc'
      ? fetchPage<ReviewRow>(base, { ...request, orderBy: 'rating' }, { thenBy: 'created_at' })
      : fetchPage<ReviewRow>(base, { ...request, orderBy: 'created_at' });
  }

  /** A page of a member's published reviews, newest first, and the total. */
  forUser(userId: number, page: PageQuery): Promise<{ rows: ReviewRow[]; total: number }> {
    const base = this.db
      .selectFrom('reviews')
      .where('user_id', '=', userId)
      .where('status', '=', 'published');
    return fetchPage<ReviewRow>(base, {
      ...page,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  }

  async create(userId: number, titleId: number, values: ReviewValues, now: string) {
    const { id } = await this.db
      .insertInto('reviews')
      .values({ user_id: userId, title_id: titleId, ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async update(id: number, values: ReviewValues, now: string): Promise<void> {
    await this.db
      .updateTable('reviews')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  findMany(ids: number[]): Promise<ReviewRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('reviews').selectAll().where('id', 'in', ids).execute();
  }

  async deleteMany(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('reviews').where('id', 'in', ids).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('reviews').where('id', '=', id).execute();
  }

  /** Rows created in the range (the admin reports' headline figures). */
  async countCreated(range: DayRange): Promise<number> {
    const { start, end } = rangeBounds(range);
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirst();
    return toCount(row?.count);
  }
}
