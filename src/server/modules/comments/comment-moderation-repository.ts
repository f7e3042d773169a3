import type { ModerationStatus, ReportReason } from '@common/api/moderation';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { CommentRow } from './comment-repository';
import type { CommentModerationQuery } from './comment-moderation-schema';

export interface OpenCommentReport {
  comment_id: number;
  reason: ReportReason;
  details: string | null;
  created_at: string;
}

/** Moderation's Kysely code over comments and their reports (both owned by this module). */
export class CommentModerationRepository extends Repository {
  /**
   * A page of comments across the site, filtered, reported first (most open reports first)
   * then newest: the order the (reports_count, created_at) index holds.
   */
  page(query: CommentModerationQuery): Promise<{ rows: CommentRow[]; total: number }> {
    let base = this.db.selectFrom('comments');
    if (query.titleId !== undefined) {
      base = base
        .where('commentable_type', '=', 'title')
        .where('commentable_id', '=', query.titleId);
    }
    if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
    if (query.from) base = base.where('created_at', '>=', query.from);
    if (query.to) base = base.where('created_at', '<', query.to);
    if (query.state === 'reported') base = base.where('reports_count', '>', 0);
    else if (query.state) base = base.where('status', '=', query.state);
    if (query.query) base = base.where(matchesText(['content'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<CommentRow>(
      base,
      { ...query, orderBy: 'reports_count', orderDir: 'desc' },
      { thenBy: 'created_at' },
    );
  }

  findMany(ids: number[]): Promise<CommentRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('comments').selectAll().where('id', 'in', ids).execute();
  }

  findById(id: number): Promise<CommentRow | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The open reports of these comments, newest first, in one query. */
  openReports(commentIds: number[]): Promise<OpenCommentReport[]> {
    if (!commentIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('comment_reports')
      .select(['comment_id', 'reason', 'details', 'created_at'])
      .where('comment_id', 'in', commentIds)
      .where('resolved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async setStatus(ids: number[], status: ModerationStatus, now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('comments')
      .set({ status, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  /** Resolves the open reports of these comments and clears their count. */
  async resolveReports(ids: number[], now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('comment_reports')
      .set({ resolved_at: now })
      .where('comment_id', 'in', ids)
      .where('resolved_at', 'is', null)
      .execute();
    await this.db
      .updateTable('comments')
      .set({ reports_count: 0 })
      .where('id', 'in', ids)
      .execute();
  }

  async hasReported(commentId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('comment_reports')
      .select('id')
      .where('comment_id', '=', commentId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Files a member's report and counts it on the comment. */
  async report(
    commentId: number,
    userId: number,
    values: { reason: ReportReason; details: string | null },
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('comment_reports')
      .values({ comment_id: commentId, user_id: userId, ...values, created_at: now })
      .execute();
    await this.db
      .updateTable('comments')
      .set((eb) => ({ reports_count: eb('reports_count', '+', 1) }))
      .where('id', '=', commentId)
      .execute();
  }
}
