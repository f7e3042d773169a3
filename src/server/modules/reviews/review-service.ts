import type { DayRange } from '../../db/day-buckets';
import type { Review, ReviewRecord, TitleReviewsResponse } from '@common/api/reviews';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import { enforceCreationQuota, isAdmin, type Creator } from '../permissions';
import type { UserService } from '../users';
import type { RatingRepository } from './rating-repository';
import { TITLE_NOT_FOUND } from './rating-service';
import type { ReviewRepository, ReviewRow } from './review-repository';
import type { PageQuery, ReviewInput, ReviewListQuery } from './review-schema';

export const REVIEW_NOT_FOUND = 'Review not found.';
export const ALREADY_REVIEWED = 'You have already reviewed this title.';

interface Dependencies {
  reviews: ReviewRepository;
  ratings: RatingRepository;
  transactions: Transactions;
  catalogue: Pick<CatalogueCardService, 'titleExists' | 'titleCards'>;
  users: Pick<UserService, 'publicUsers'>;
}

/**
 * Reviews: one per member and title; writing or editing one also sets the member's rating of the
 * title. Bodies are plain text, only trimmed; the client renders them as text.
 */
export class ReviewService {
  constructor(private readonly deps: Dependencies) {}

  async forTitle(titleId: number, query: ReviewListQuery): Promise<TitleReviewsResponse> {
    await this.assertTitle(titleId);
    const [{ rows, total }, distribution] = await Promise.all([
      this.deps.reviews.forTitle(titleId, query.order, query),
      this.deps.ratings.distribution(titleId),
    ]);
    return {
      ...paginationResponse(await this.withAuthors(rows), total, query.page, query.perPage),
      rating_distribution: distribution,
    };
  }

  /** A member's reviews with the reviewed titles, newest first (profile pages). */
  async forUser(userId: number, page: PageQuery): Promise<PaginationResponse<Review>> {
    const { rows, total } = await this.deps.reviews.forUser(userId, page);
    const [reviews, cards] = await Promise.all([
      this.withAuthors(rows),
      this.deps.catalogue.titleCards(rows.map((row) => row.title_id)),
    ]);
    const titles = new Map(cards.map((card) => [card.id, card]));
    const data = reviews.map((review) => {
      const title = titles.get(review.title_id);
      return title ? { ...review, title } : review;
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  countForUser(userId: number): Promise<number> {
    return this.deps.reviews.countByUser(userId);
  }

  async create(user: Creator, titleId: number, input: ReviewInput): Promise<ReviewRecord> {
    await this.assertTitle(titleId);
    const id = await this.deps.transactions.run(async (trx) => {
      const reviews = this.deps.reviews.bound(trx);
      if (await reviews.idFor(user.id, titleId)) {
        throw new InvalidError({ title_id: [ALREADY_REVIEWED] });
      }
      await enforceCreationQuota(user, 'reviews.create', { one: 'review', many: 'reviews' }, () =>
        reviews.countByUser(user.id),
      );
      const now = nowIso();
      const reviewId = await reviews.create(user.id, titleId, input, now);
      await this.deps.ratings.bound(trx).set(user.id, titleId, input.rating, now);
      return reviewId;
    });
    return this.shown(id);
  }

  async update(user: Creator, reviewId: number, input: ReviewInput): Promise<ReviewRecord> {
    await this.deps.transactions.run(async (trx) => {
      const reviews = this.deps.reviews.bound(trx);
      const review = await this.ownedReview(reviews, user, reviewId);
      const now = nowIso();
      await reviews.update(review.id, input, now);
      await this.deps.ratings.bound(trx).set(review.user_id, review.title_id, input.rating, now);
    });
    return this.shown(reviewId);
  }

  /** Deletes the review; the member's rating of the title stays. */
  delete(user: Creator, reviewId: number): Promise<void> {
    return this.deps.reviews.transaction(async (reviews) => {
      const review = await this.ownedReview(reviews, user, reviewId);
      await reviews.delete(review.id);
    });
  }

  /** A review with its author, once the transaction that wrote it is over. */
  private async shown(reviewId: number): Promise<ReviewRecord> {
    const row = await this.deps.reviews.findById(reviewId);
    const [review] = row ? await this.withAuthors([row]) : [];
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    return review;
  }

  /** Reviews with their authors' public faces, read in one call for the whole page. */
  private async withAuthors(rows: ReviewRow[]): Promise<ReviewRecord[]> {
    const authors = await this.deps.users.publicUsers(rows.map((row) => row.user_id));
    return rows.flatMap((row) => {
      const user = authors.get(row.user_id);
      return user ? [toReview(row, user)] : [];
    });
  }

  private async ownedReview(reviews: ReviewRepository, user: Creator, reviewId: number) {
    const review = await reviews.findById(reviewId);
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    if (review.user_id !== user.id && !isAdmin(user)) throw new ForbiddenError();
    return review;
  }

  private async assertTitle(titleId: number): Promise<void> {
    if (!(await this.deps.catalogue.titleExists(titleId))) {
      throw new NotFoundError(TITLE_NOT_FOUND);
    }
  }

  /** How many were created in the range (the admin reports' headline figures). */
  countCreated(range: DayRange): Promise<number> {
    return this.deps.reviews.countCreated(range);
  }
}

export function toReview(row: ReviewRow, user: ReviewRecord['user']): ReviewRecord {
  return {
    id: row.id,
    title_id: row.title_id,
    user,
    rating: row.rating,
    headline: row.headline,
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
