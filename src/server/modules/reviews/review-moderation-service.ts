import type { ModeratedReview, ModerationAuthor, ModerationStatus } from '@common/api/moderation';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import type { PaginationResponse } from '@common/http/responses';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import type { AuthorSuspensionService } from '../moderation';
import type { ReviewRow } from './review-repository';
import type { OpenReviewReport, ReviewModerationRepository } from './review-moderation-repository';
import type { ReviewModerationQuery } from './review-moderation-schema';
import { REVIEW_NOT_FOUND } from './review-service';

interface Dependencies {
  moderation: ReviewModerationRepository;
  catalogue: Pick<CatalogueCardService, 'titleCards'>;
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

export type ReviewDecision = keyof typeof DECISIONS;

/**
 * Reviews as moderators see them (admin/reviews and a title's reviews tab): every review of the
 * site, reported first, with its open reports and author; approved, hidden, deleted (restorably)
 * and restored in bulk; their authors suspended. The members' ratings of the titles are theirs
 * and stay whatever happens to a review.
 */
export class ReviewModerationService {
  constructor(private readonly deps: Dependencies) {}

  async list(query: ReviewModerationQuery): Promise<PaginationResponse<ModeratedReview>> {
    const { rows, total } = await this.deps.moderation.page(query);
    const [authors, reports, cards] = await Promise.all([
      this.deps.authors.authors(rows.map((row) => row.user_id)),
      this.deps.moderation.openReports(rows.map((row) => row.id)),
      this.deps.catalogue.titleCards(rows.map((row) => row.title_id)),
    ]);
    const titles = new Map(cards.map((card) => [card.id, card]));
    const byReview = new Map<number, OpenReviewReport[]>();
    for (const report of reports) {
      byReview.set(report.review_id, [...(byReview.get(report.review_id) ?? []), report]);
    }
    const data = rows.flatMap((row) => {
      const author = authors.get(row.user_id);
      if (!author) return [];
      const title = titles.get(row.title_id);
      return [
        toModeratedReview(row, author, byReview.get(row.id) ?? [], {
          title: title && { id: title.id, name: title.name, url: titleUrl(title) },
        }),
      ];
    });
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /**
   * Applies a decision to the reviews, in one transaction, and answers how many changed. Ids
   * that are gone are skipped (NotFoundError when that is all of them).
   */
  async decide(decision: ReviewDecision, ids: number[]): Promise<number> {
    const { status, resolves } = DECISIONS[decision];
    const changed = await this.deps.moderation.transaction(async (moderation) => {
      const found = await moderation.findMany(ids);
      if (!found.length) throw new NotFoundError(REVIEW_NOT_FOUND);
      const now = nowIso();
      const targets = found.filter(
        (row) => row.status !== status || (resolves && Number(row.reports_count) > 0),
      );
      const targetIds = targets.map((row) => row.id);
      await moderation.setStatus(targetIds, status, now);
      if (resolves) await moderation.resolveReports(targetIds, now);
      return targets;
    });
    if (changed.length) {
      this.deps.changes.publish({ titleIds: [...new Set(changed.map((row) => row.title_id))] });
    }
    return changed.length;
  }

  /** Suspends the review's author (see AuthorSuspensionService.suspend for who cannot be). */
  async suspendAuthor(
    actorId: number,
    reviewId: number,
    reason: string | null,
  ): Promise<ModerationAuthor> {
    const review = await this.deps.moderation.findById(reviewId);
    if (!review) throw new NotFoundError(REVIEW_NOT_FOUND);
    return this.deps.authors.suspend(actorId, review.user_id, 'reviews.update', reason);
  }
}

export function toModeratedReview(
  row: ReviewRow,
  author: ModerationAuthor,
  reports: OpenReviewReport[],
  extra: Pick<ModeratedReview, 'title'>,
): ModeratedReview {
  return {
    id: row.id,
    title_id: row.title_id,
    user: { id: author.id, name: author.name, image: author.image },
    rating: row.rating,
    headline: row.headline,
    body: row.body,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: row.status,
    reports_count: Number(row.reports_count),
    reports: reports.map(({ reason, details, created_at }) => ({ reason, details, created_at })),
    author,
    ...(extra.title ? { title: extra.title } : {}),
  };
}
