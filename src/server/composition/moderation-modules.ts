import type { ContentChanges } from '../cache/content-changes';
import type { Db } from '../db/connection';
import type { CatalogueCardService } from '../modules/catalogue/catalogue-cards';
import type { ListService } from '../modules/lists/list-service';
import { CommentModerationRepository } from '../modules/comments/comment-moderation-repository';
import { CommentModerationService } from '../modules/comments/comment-moderation-service';
import { CommentReportService } from '../modules/comments/comment-report-service';
import { Commentables } from '../modules/comments/commentables';
import { AuthorSuspensionService } from '../modules/moderation/author-suspension-service';
import { ModerationOptionService } from '../modules/moderation/moderation-option-service';
import type { SearchService } from '../modules/search/search-service';
import type { NewsService } from '../modules/news/news-service';
import type { PermissionService } from '../modules/permissions/permission-service';
import { ReviewModerationRepository } from '../modules/reviews/review-moderation-repository';
import { ReviewModerationService } from '../modules/reviews/review-moderation-service';
import { ReviewReportService } from '../modules/reviews/review-report-service';
import type { AdminUserService } from '../modules/users/admin-user-service';
import type { UserService } from '../modules/users/user-service';

/**
 * Moderation of comments and reviews (issue 15): members' reports, the moderators' lists and
 * decisions, and suspending authors through the users module's ban. Decisions announce the
 * titles they touch so that cached title pages refresh.
 */
export function buildModerationModules(
  db: Db,
  deps: {
    users: UserService;
    adminUsers: AdminUserService;
    permissions: PermissionService;
    catalogueCards: CatalogueCardService;
    search: SearchService;
    news: NewsService;
    lists: ListService;
    contentChanges: ContentChanges;
  },
) {
  const authors = new AuthorSuspensionService(deps);
  const commentModerationRepository = new CommentModerationRepository(db);
  const reviewModerationRepository = new ReviewModerationRepository(db);
  return {
    commentModeration: new CommentModerationService({
      moderation: commentModerationRepository,
      commentables: new Commentables({
        catalogue: deps.catalogueCards,
        news: deps.news,
        lists: deps.lists,
      }),
      authors,
      changes: deps.contentChanges,
    }),
    commentReports: new CommentReportService(commentModerationRepository),
    reviewModeration: new ReviewModerationService({
      moderation: reviewModerationRepository,
      catalogue: deps.catalogueCards,
      authors,
      changes: deps.contentChanges,
    }),
    reviewReports: new ReviewReportService(reviewModerationRepository),
    moderationOptions: new ModerationOptionService({
      search: deps.search,
      catalogue: deps.catalogueCards,
      users: deps.users,
    }),
  };
}
