import type { ReportReason } from '@common/api/moderation';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { CommentModerationRepository } from './comment-moderation-repository';
import { COMMENT_NOT_FOUND } from './comment-service';

export const ALREADY_REPORTED_COMMENT = 'You have already reported this comment.';
export const OWN_COMMENT = 'You cannot report your own comment.';

/** Members' reports of comments: once per member and comment, never their own. */
export class CommentReportService {
  constructor(private readonly moderation: CommentModerationRepository) {}

  /** Files the report and counts it on the comment, in one transaction. */
  report(
    userId: number,
    commentId: number,
    input: { reason: ReportReason; details: string | null },
  ): Promise<void> {
    return this.moderation.transaction(async (moderation) => {
      const comment = await moderation.findById(commentId);
      // what the public does not see cannot be reported
      if (!comment || comment.deleted || comment.status !== 'published') {
        throw new NotFoundError(COMMENT_NOT_FOUND);
      }
      if (comment.user_id === userId) throw new InvalidError({ reason: [OWN_COMMENT] });
      if (await moderation.hasReported(commentId, userId)) {
        throw new InvalidError({ reason: [ALREADY_REPORTED_COMMENT] });
      }
      await moderation.report(commentId, userId, input, nowIso());
    });
  }
}
