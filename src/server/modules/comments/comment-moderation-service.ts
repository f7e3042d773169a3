import type { ModeratedComment, ModerationAuthor, ModerationStatus } from '@common/api/moderation';
import type { PaginationResponse } from '@common/http/responses';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { AuthorSuspensionService } from '../moderation';
import type {
  CommentModerationRepository,
  OpenCommentReport,
} from './comment-moderation-repository';
import type { CommentModerationQuery } from './comment-moderation-schema';
import type { CommentRow } from './comment-repository';
import { COMMENT_NOT_FOUND } from './comment-service';
import { commentableKey, type Commentables } from './commentables';

interface Dependencies {
  moderation: CommentModerationRepository;
  commentables: Pick<Commentables, 'describe'>;
  authors: Pick<AuthorSuspensionService, 'authors' | 'suspend'>;
  changes: ContentChanges;
}

/** A moderator's decision: the status it sets, and whether it settles the open reports. */
const DECISIONS = {
  approve: { status: 'published', resolves: true },
  hide: { status: 'hidden', resolves: true },
  delete: { status: 'deleted', resolves: true },
  restore: { status: 'published', resolves: false },
} as const satisfies Record<string, { status: ModerationStatus; resolves: boolean }>;

export type CommentDecision = keyof typeof DECISIONS;

/**
 * Comments as moderators see them (admin/comments and a title's comments tab): every comment of
 * the site, reported first, with its text, open reports and author; approved, hidden, deleted
 * (restorably: the text is kept) and restored in bulk; their authors suspended.
 */
export class CommentModerationService {
  constructor(private readonly deps: Dependencies) {}

  async list(query: CommentModerationQuery): Promise<PaginationResponse<ModeratedComment>> {
    const { rows, total } = await this.deps.moderation.page(query);
    const [authors, reports, commentables] = await Promise.all([
      this.deps.authors.authors(rows.filter((row) => !row.deleted).map((row) => row.user_id)),
      this.deps.moderation.openReports(rows.map((row) => row.id)),
      this.deps.commentables.describe(rows),
    ]);
    const byComment = new Map<number, OpenCommentReport[]>();
    for (const report of reports) {
      byComment.set(report.comment_id, [...(byComment.get(report.comment_id) ?? []), report]);
    }
    const data = rows.map((row) =>
      toModeratedComment(row, authors.get(row.user_id) ?? null, byComment.get(row.id) ?? [], {
        commentable: commentables.get(commentableKey(row.commentable_type, row.commentable_id)),
      }),
    );
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /**
   * Applies a decision to the comments, in one transaction, and answers how many changed.
   * Ids that are gone are skipped (NotFoundError when that is all of them); a comment its author
   * deleted has no text left to moderate and stays as it is.
   */
  async decide(decision: CommentDecision, ids: number[]): Promise<number> {
    const { status, resolves } = DECISIONS[decision];
    const changed = await this.deps.moderation.transaction(async (moderation) => {
      const found = await moderation.findMany(ids);
      if (!found.length) throw new NotFoundError(COMMENT_NOT_FOUND);
      const now = nowIso();
      const targets = found.filter(
        (row) =>
          !row.deleted && (row.status !== status || (resolves && Number(row.reports_count) > 0)),
      );
      const targetIds = targets.map((row) => row.id);
      await moderation.setStatus(targetIds, status, now);
      if (resolves) await moderation.resolveReports(targetIds, now);
      return targets;
    });
    const titleIds = changed
      .filter((row) => row.commentable_type === 'title')
      .map((row) => row.commentable_id);
    if (titleIds.length) this.deps.changes.publish({ titleIds: [...new Set(titleIds)] });
    return changed.length;
  }

  /** Suspends the comment's author (see AuthorSuspensionService.suspend for who cannot be). */
  async suspendAuthor(
    actorId: number,
    commentId: number,
    reason: string | null,
  ): Promise<ModerationAuthor> {
    const comment = await this.deps.moderation.findById(commentId);
    if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
    return this.deps.authors.suspend(actorId, comment.user_id, 'comments.update', reason);
  }
}

/** A comment as moderators see it: its text stays even when hidden or deleted by a moderator. */
export function toModeratedComment(
  row: CommentRow,
  author: ModerationAuthor | null,
  reports: OpenCommentReport[],
  extra: Pick<ModeratedComment, 'commentable'>,
): ModeratedComment {
  const deleted = Boolean(row.deleted);
  const user =
    deleted || !author ? null : { id: author.id, name: author.name, image: author.image };
  return {
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    parent_id: row.parent_id,
    depth: Number(row.depth),
    content: deleted ? '' : row.content,
    deleted,
    user,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: row.status,
    reports_count: Number(row.reports_count),
    reports: reports.map(({ reason, details, created_at }) => ({ reason, details, created_at })),
    author: deleted ? null : author,
    ...(extra.commentable ? { commentable: extra.commentable } : {}),
  };
}
