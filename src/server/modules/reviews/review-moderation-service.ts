import type { ReviewRecord } from '@common/api/reviews';
import type { PaginationResponse } from '@common/http/responses';
import type { ContentChanges } from '../../cache/content-changes';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { UserService } from '../users';
import type { ReviewModerationQuery } from './review-moderation-schema';
import type { ReviewRepository } from './review-repository';
import { REVIEW_NOT_FOUND, toReview } from './review-service';

interface Dependencies {
  reviews: ReviewRepository;
  users: Pick<UserService, 'publicUsers'>;
  changes: ContentChanges;
}

/**
 * Reviews as the admin sees them (a title's reviews tab; issue 15 grows it into moderation).
 * Deleting a review leaves the member's rating of the title, as the author's own delete does,
 * so the title's rating distribution stays what the members gave.
 */
export class ReviewModerationService {
  constructor(private readonly deps: Dependencies) {}

  async forTitle(query: ReviewModerationQuery): Promise<PaginationResponse<ReviewRecord>> {
    const { rows, total } = await this.deps.reviews.forTitle(
      query.titleId,
      'created_at:desc',
      query,
    );
    const authors = await this.deps.users.publicUsers(rows.map((row) => row.user_id));
    const data = rows.flatMap((row) => {
      const author = authors.get(row.user_id);
      return author ? [toReview(row, author)] : [];
    });
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /** Deletes those of the reviews that exist, in one statement; NotFoundError when none does. */
  async delete(ids: number[]): Promise<number> {
    const rows = await this.deps.reviews.transaction(async (reviews) => {
      const found = await reviews.findMany(ids);
      await reviews.deleteMany(found.map((row) => row.id));
      return found;
    });
    if (!rows.length) throw new NotFoundError(REVIEW_NOT_FOUND);
    this.deps.changes.publish({ titleIds: [...new Set(rows.map((row) => row.title_id))] });
    return rows.length;
  }
}
