import type { ReportReason } from '@common/api/moderation';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { ReviewModerationRepository } from './review-moderation-repository';
import { REVIEW_NOT_FOUND } from './review-service';

export const ALREADY_REPORTED_REVIEW = 'You have already reported this review.';
export const OWN_REVIEW = 'You cannot report your own review.';

/** Members' reports of reviews: once per member and review, never their own. */
export class ReviewReportService {
  constructor(private readonly moderation: ReviewModerationRepository) {}

  /** Files the report and counts it on the review, in one transaction. */
  report(
    userId: number,
    reviewId: number,
    input: { reason: ReportReason; details: string | null },
  ): Promise<void> {
    return this.moderation.transaction(async (moderation) => {
      const review = await moderation.findById(reviewId);
      // what the public does not see cannot be reported
      if (!review || review.status !== 'published') throw new NotFoundError(REVIEW_NOT_FOUND);
      if (review.user_id === userId) throw new InvalidError({ reason: [OWN_REVIEW] });
      if (await moderation.hasReported(reviewId, userId)) {
        throw new InvalidError({ reason: [ALREADY_REPORTED_REVIEW] });
      }
      await moderation.report(reviewId, userId, input, nowIso());
    });
  }
}
