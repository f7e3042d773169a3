import type { Kysely, Selectable } from 'kysely';
import type { Review } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/dialect';
import { toPublicUser } from '../users';
import type { ReviewOrder } from './review-schema';
import type { ReviewsTable } from './reviews-tables';

export type ReviewRow = Selectable<ReviewsTable>;
export type ReviewValues = Pick<ReviewRow, 'rating' | 'headline' | 'body'>;

const REVIEW_COLUMNS = [
  'reviews.id',
  'reviews.title_id',
  'reviews.rating',
  'reviews.headline',
  'reviews.body',
  'reviews.created_at',
  'reviews.updated_at',
  'users.id as user_id',
  'users.name as user_name',
  'users.image as user_image',
] as const;

interface ReviewWithUserRow extends Omit<ReviewRow, 'user_id'> {
  user_id: number;
  user_name: string;
  user_image: string | null;
}

export function toReview(row: ReviewWithUserRow): Review {
  return {
    id: row.id,
    title_id: row.title_id,
    user: toPublicUser({ id: row.user_id, name: row.user_name, image: row.user_image }),
    rating: row.rating,
    headline: row.headline,
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface ReviewPage {
  page: number;
  perPage: number;
}

export class ReviewRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withUser() {
    return this.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .select(REVIEW_COLUMNS);
  }

  findById(id: number): Promise<ReviewRow | undefined> {
    return this.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findShown(id: number): Promise<Review | undefined> {
    const row = await this.withUser().where('reviews.id', '=', id).executeTakeFirst();
    return row ? toReview(row) : undefined;
  }

  async existsFor(userId: number, titleId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reviews')
      .select('id')
      .where('user_id', '=', userId)
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** A page of a title's reviews with their authors, and the total. */
  async forTitle(
    titleId: number,
    order: ReviewOrder,
    page: ReviewPage,
  ): Promise<{ rows: Review[]; total: number }> {
    let query = this.withUser().where('reviews.title_id', '=', titleId);
    query =
      order === 'rating:desc'
        ? query.orderBy('reviews.rating', 'desc').orderBy('reviews.created_at', 'desc')
        : query.orderBy('reviews.created_at', 'desc');
    const [rows, total] = await Promise.all([
      query
        .orderBy('reviews.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('title_id', '=', titleId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toReview), total: toCount(total.count) };
  }

  /** A page of a member's reviews, newest first, and the total (titles are added by the caller). */
  async forUser(userId: number, page: ReviewPage): Promise<{ rows: Review[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.withUser()
        .where('reviews.user_id', '=', userId)
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.countByUser(userId),
    ]);
    return { rows: rows.map(toReview), total };
  }

  create(userId: number, titleId: number, values: ReviewValues, now: string) {
    return this.db
      .insertInto('reviews')
      .values({ user_id: userId, title_id: titleId, ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  async update(id: number, values: ReviewValues, now: string): Promise<void> {
    await this.db
      .updateTable('reviews')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('reviews').where('id', '=', id).execute();
  }
}
