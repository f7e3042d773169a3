import type { Review, TitleReviewsResponse } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { forbidden, notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { loadTitleCards } from '../catalogue/title-cards';
import { enforceCreationQuota, isAdmin, type Creator } from '../permissions/creation-quota';
import { RatingRepository } from './rating-repository';
import { TITLE_NOT_FOUND } from './rating-service';
import { ReviewRepository, type ReviewPage } from './review-repository';
import type { ReviewInput, ReviewListQuery } from './review-schema';

export const REVIEW_NOT_FOUND = 'Review not found.';
export const ALREADY_REVIEWED = 'You have already reviewed this title.';

/**
 * Reviews: one per member and title; writing or editing one also sets the member's rating of the
 * title. Bodies are plain text, only trimmed; the client renders them as text.
 */
export class ReviewService {
  constructor(private readonly db: Db) {}

  async forTitle(titleId: number, query: ReviewListQuery): Promise<TitleReviewsResponse> {
    const ratings = new RatingRepository(this.db);
    if (!(await ratings.titleExists(titleId))) throw notFound(TITLE_NOT_FOUND);
    const [{ rows, total }, distribution] = await Promise.all([
      new ReviewRepository(this.db).forTitle(titleId, query.order, query),
      ratings.distribution(titleId),
    ]);
    return {
      ...paginationResponse(rows, total, query.page, query.perPage),
      rating_distribution: distribution,
    };
  }

  /** A member's reviews with the reviewed titles, newest first (profile pages). */
  async forUser(userId: number, page: ReviewPage): Promise<PaginationResponse<Review>> {
    const { rows, total } = await new ReviewRepository(this.db).forUser(userId, page);
    const cards = new Map(
      (
        await loadTitleCards(
          this.db,
          rows.map((row) => row.title_id),
        )
      ).map((c) => [c.id, c]),
    );
    const data = rows.map((review) => {
      const title = cards.get(review.title_id);
      return title ? { ...review, title } : review;
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  create(user: Creator, titleId: number, input: ReviewInput): Promise<Review> {
    return this.db.transaction().execute(async (trx) => {
      const reviews = new ReviewRepository(trx);
      const ratings = new RatingRepository(trx);
      if (!(await ratings.titleExists(titleId))) throw notFound(TITLE_NOT_FOUND);
      if (await reviews.existsFor(user.id, titleId)) {
        throw validationError({ title_id: [ALREADY_REVIEWED] });
      }
      await enforceCreationQuota(user, 'reviews.create', { one: 'review', many: 'reviews' }, () =>
        reviews.countByUser(user.id),
      );
      const now = nowIso();
      const { id } = await reviews.create(user.id, titleId, input, now);
      await ratings.set(user.id, titleId, input.rating, now);
      return (await reviews.findShown(id))!;
    });
  }

  update(user: Creator, reviewId: number, input: ReviewInput): Promise<Review> {
    return this.db.transaction().execute(async (trx) => {
      const reviews = new ReviewRepository(trx);
      const review = await this.ownedReview(reviews, user, reviewId);
      const now = nowIso();
      await reviews.update(review.id, input, now);
      await new RatingRepository(trx).set(review.user_id, review.title_id, input.rating, now);
      return (await reviews.findShown(review.id))!;
    });
  }

  /** Deletes the review; the member's rating of the title stays. */
  delete(user: Creator, reviewId: number): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const reviews = new ReviewRepository(trx);
      const review = await this.ownedReview(reviews, user, reviewId);
      await reviews.delete(review.id);
    });
  }

  private async ownedReview(reviews: ReviewRepository, user: Creator, reviewId: number) {
    const review = await reviews.findById(reviewId);
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.user_id !== user.id && !isAdmin(user)) throw forbidden();
    return review;
  }
}
