import type { ModerationStatus, ReportReason } from '@common/api/moderation';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { ReviewModerationQuery } from './review-moderation-schema';
import type { ReviewRow } from './review-repository';

export interface OpenReviewReport {
  review_id: number;
  reason: ReportReason;
  details: string | null;
  created_at: string;
}

/** Moderation's Kysely code over reviews and their reports (both owned by this module). */
export class ReviewModerationRepository extends Repository {
  /**
   * A page of reviews across the site, filtered, reported first (most open reports first) then
   * newest: the order the (reports_count, created_at) index holds.
   */
  page(query: ReviewModerationQuery): Promise<{ rows: ReviewRow[]; total: number }> {
    let base = this.db.selectFrom('reviews');
    if (query.titleId !== undefined) base = base.where('title_id', '=', query.titleId);
    if (query.userId !== undefined) base = base.where('user_id', '=', query.userId);
    if (query.from) base = base.where('created_at', '>=', query.from);
    if (query.to) base = base.where('created_at', '<', query.to);
    if (query.state === 'reported') base = base.where('reports_count', '>', 0);
    else if (query.state) base = base.where('status', '=', query.state);
    if (query.query) base = base.where(matchesText(['headline', 'body'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<ReviewRow>(
      base,
      { ...query, orderBy: 'reports_count', orderDir: 'desc' },
      { thenBy: 'created_at' },
    );
  }

  findMany(ids: number[]): Promise<ReviewRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('reviews').selectAll().where('id', 'in', ids).execute();
  }

  findById(id: number): Promise<ReviewRow | undefined> {
    return this.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The open reports of these reviews, newest first, in one query. */
  openReports(reviewIds: number[]): Promise<OpenReviewReport[]> {
    if (!reviewIds.length) return Promise.resolve([]);
    return this.db
      .selectFrom('review_reports')
      .select(['review_id', 'reason', 'details', 'created_at'])
      .where('review_id', 'in', reviewIds)
      .where('resolved_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async setStatus(ids: number[], status: ModerationStatus, now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('reviews')
      .set({ status, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  /** Resolves the open reports of these reviews and clears their count. */
  async resolveReports(ids: number[], now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('review_reports')
      .set({ resolved_at: now })
      .where('review_id', 'in', ids)
      .where('resolved_at', 'is', null)
      .execute();
    await this.db.updateTable('reviews').set({ reports_count: 0 }).where('id', 'in', ids).execute();
  }

  async hasReported(reviewId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('review_reports')
      .select('id')
      .where('review_id', '=', reviewId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Files a member's report and counts it on the review. */
  async report(
    reviewId: number,
    userId: number,
    values: { reason: ReportReason; details: string | null },
    now: string,
  ): Promise<void> {
    await this.db
      .insertInto('review_reports')
      .values({ review_id: reviewId, user_id: userId, ...values, created_at: now })
      .execute();
    await this.db
      .updateTable('reviews')
      .set((eb) => ({ reports_count: eb('reports_count', '+', 1) }))
      .where('id', '=', reviewId)
      .execute();
  }
}
