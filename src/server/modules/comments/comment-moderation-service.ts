import type { CommentRecord } from '@common/api/comments';
import type { PaginationResponse } from '@common/http/responses';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { UserService } from '../users';
import type { CommentModerationQuery } from './comment-moderation-schema';
import type { CommentRepository } from './comment-repository';
import { removeComment } from './comment-removal';
import { COMMENT_NOT_FOUND, toComment } from './comment-service';

interface Dependencies {
  comments: CommentRepository;
  users: Pick<UserService, 'publicUsers'>;
  changes: ContentChanges;
}

/**
 * Comments as the admin sees them (a title's comments tab; issue 15 grows it into moderation):
 * every comment of a thing, replies and deleted ones included, and deletion without ownership.
 */
export class CommentModerationService {
  constructor(private readonly deps: Dependencies) {}

  async forTitle(query: CommentModerationQuery): Promise<PaginationResponse<CommentRecord>> {
    const { rows, total } = await this.deps.comments.pageForCommentable(
      'title',
      query.titleId,
      query,
    );
    const authors = await this.deps.users.publicUsers(
      rows.filter((row) => !row.deleted).map((row) => row.user_id),
    );
    const data = rows.map((row) => toComment(row, authors.get(row.user_id) ?? null));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /**
   * Deletes comments as their authors would (one with replies keeps its place without text), in
   * one transaction; ids that are gone or already deleted are skipped (NotFoundError when that is all of them).
   */
  async delete(ids: number[]): Promise<number> {
    const titleIds = new Set<number>();
    const removed = await this.deps.comments.transaction(async (comments) => {
      let count = 0;
      const now = nowIso();
      for (const { id } of await comments.findMany(ids)) {
        // an earlier removal may have taken this one along (an emptied deleted ancestor)
        const comment = await comments.findById(id);
        if (!comment || comment.deleted) continue;
        await removeComment(comments, comment, now);
        if (comment.commentable_type === 'title') titleIds.add(comment.commentable_id);
        count++;
      }
      return count;
    });
    if (!removed) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (titleIds.size) this.deps.changes.publish({ titleIds: [...titleIds] });
    return removed;
  }
}
