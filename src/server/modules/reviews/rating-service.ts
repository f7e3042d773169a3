import type { Rating, TitleViewerState } from '@common/api/reviews';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import type { ListService } from '../lists';
import type { RatingRepository } from './rating-repository';
import type { ReviewRepository } from './review-repository';
import type { PageQuery } from './review-schema';

export const TITLE_NOT_FOUND = 'Title not found.';

interface Dependencies {
  ratings: RatingRepository;
  reviews: ReviewRepository;
  catalogue: Pick<CatalogueCardService, 'titleExists' | 'titleCards'>;
  lists: Pick<ListService, 'holdingTitle'>;
}

/**
 * Members' ratings of titles (1–10). The title's own rating and vote count are its source's
 * (IMDb's) and do not move; the members' average comes from the reviews' rating distribution.
 */
export class RatingService {
  constructor(private readonly deps: Dependencies) {}

  async rate(userId: number, titleId: number, rating: number): Promise<Rating> {
    await this.assertTitle(titleId);
    const row = await this.deps.ratings.transaction((ratings) =>
      ratings.set(userId, titleId, rating, nowIso()),
    );
    const [title] = await this.deps.catalogue.titleCards([titleId]);
    if (!title) throw new NotFoundError(TITLE_NOT_FOUND);
    return { id: row.id, rating: row.rating, created_at: row.created_at, title };
  }

  async unrate(userId: number, titleId: number): Promise<void> {
    await this.assertTitle(titleId);
    await this.deps.ratings.remove(userId, titleId);
  }

  /** A member's ratings with their titles, newest first (profile pages). */
  async forUser(userId: number, page: PageQuery): Promise<PaginationResponse<Rating>> {
    const { rows, total } = await this.deps.ratings.pageForUser(userId, page);
    const cards = new Map(
      (await this.deps.catalogue.titleCards(rows.map((row) => row.title_id))).map((card) => [
        card.id,
        card,
      ]),
    );
    const data = rows.flatMap((row) => {
      const title = cards.get(row.title_id);
      return title ? [{ id: row.id, rating: row.rating, created_at: row.created_at, title }] : [];
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  countForUser(userId: number): Promise<number> {
    return this.deps.ratings.countByUser(userId);
  }

  /** The member's rating, review, watchlist entry and lists holding the title. */
  async viewerState(userId: number, titleId: number): Promise<TitleViewerState> {
    await this.assertTitle(titleId);
    const [rating, reviewId, holding] = await Promise.all([
      this.deps.ratings.find(userId, titleId),
      this.deps.reviews.idFor(userId, titleId),
      this.deps.lists.holdingTitle(userId, titleId),
    ]);
    return { rating: rating?.rating ?? null, review_id: reviewId, ...holding };
  }

  private async assertTitle(titleId: number): Promise<void> {
    if (!(await this.deps.catalogue.titleExists(titleId))) {
      throw new NotFoundError(TITLE_NOT_FOUND);
    }
  }
}
