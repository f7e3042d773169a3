import type { ContentChanges } from '../cache/content-changes';
import type { Db } from '../db/connection';
import { CatalogueDeletions } from '../modules/catalogue/catalogue-deletions';
import { CreditRepository } from '../modules/catalogue/credit-repository';
import { ImageRepository } from '../modules/catalogue/image-repository';
import { PageVisitRepository } from '../modules/catalogue/page-visit-repository';
import type { ChannelService } from '../modules/channels/channel-service';
import type { CatalogueScopes } from '../modules/catalogue/catalogue-scope';
import { TaxonomyAdminRepository } from '../modules/catalogue/taxonomy-admin-repository';
import { TaxonomyAdminService } from '../modules/catalogue/taxonomy-admin-service';
import { TitleRepository } from '../modules/catalogue/title-repository';
import { TitleTaxonomyRepository } from '../modules/catalogue/title-taxonomy-repository';
import { TitleTaxonomyService } from '../modules/catalogue/title-taxonomy-service';
import { CommentModerationService } from '../modules/comments/comment-moderation-service';
import { CommentRepository } from '../modules/comments/comment-repository';
import type { CommentService } from '../modules/comments/comment-service';
import { ReviewModerationService } from '../modules/reviews/review-moderation-service';
import { ReviewRepository } from '../modules/reviews/review-repository';
import type { UserService } from '../modules/users';
import type { ValueListService } from '../modules/value-lists';

/**
 * The catalogue's admin (issue 14): writes to titles, seasons, episodes, people, credits,
 * images, videos, genres and keywords. Built after the community cluster, whose comments a
 * deletion removes with what they were about.
 */
export function buildCatalogueAdminModules(
  db: Db,
  {
    comments,
    channels,
    contentChanges,
    catalogueScopes,
    valueLists,
    users,
  }: {
    comments: CommentService;
    channels: ChannelService;
    contentChanges: ContentChanges;
    catalogueScopes: CatalogueScopes;
    valueLists: ValueListService;
    users: Pick<UserService, 'publicUsers'>;
  },
) {
  const catalogueDeletions = new CatalogueDeletions({
    images: new ImageRepository(db),
    visits: new PageVisitRepository(db),
    credits: new CreditRepository(db),
    cleaners: [
      async ({ titleIds = [], episodeIds = [] }, trx) => {
        await comments.removeForCommentables('title', titleIds, trx);
        await comments.removeForCommentables('episode', episodeIds, trx);
      },
      async ({ titleIds = [], personIds = [] }, trx) => {
        await channels.removeItems('title', titleIds, trx);
        await channels.removeItems('person', personIds, trx);
      },
    ],
  });
  const taxonomyAdmin = {
    genres: new TaxonomyAdminService(
      'genres',
      new TaxonomyAdminRepository(db, 'genres'),
      contentChanges,
    ),
    keywords: new TaxonomyAdminService(
      'keywords',
      new TaxonomyAdminRepository(db, 'keywords'),
      contentChanges,
    ),
  };
  const titleTaxonomies = new TitleTaxonomyService({
    rows: new TitleTaxonomyRepository(db),
    titles: new TitleRepository(db),
    scopes: catalogueScopes,
    countries: valueLists,
    changes: contentChanges,
  });
  const reviewModeration = new ReviewModerationService({
    reviews: new ReviewRepository(db),
    users,
    changes: contentChanges,
  });
  const commentModeration = new CommentModerationService({
    comments: new CommentRepository(db),
    users,
    changes: contentChanges,
  });
  return {
    catalogueDeletions,
    taxonomyAdmin,
    titleTaxonomies,
    reviewModeration,
    commentModeration,
  };
}
