import type { Db } from '../db/connection';
import { CatalogueDeletions } from '../modules/catalogue/catalogue-deletions';
import { CreditRepository } from '../modules/catalogue/credit-repository';
import { ImageRepository } from '../modules/catalogue/image-repository';
import { PageVisitRepository } from '../modules/catalogue/page-visit-repository';
import type { ContentChanges } from '../cache/content-changes';
import type { CatalogueCardService } from '../modules/catalogue/catalogue-cards';
import type { CatalogueScopes } from '../modules/catalogue/catalogue-scope';
import type { PageVisitService } from '../modules/catalogue/page-visit-service';
import type { ChannelService } from '../modules/channels/channel-service';
import { InsightService } from '../modules/insights/insight-service';
import { VideoAdminRepository } from '../modules/videos/video-admin-repository';
import { VideoAdminService } from '../modules/videos/video-admin-service';
import type { VideoService } from '../modules/videos/video-service';
import type { CommentService } from '../modules/comments/comment-service';

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
    catalogueScopes,
    catalogueCards,
    contentChanges,
    pageVisits,
    videos,
  }: {
    comments: CommentService;
    channels: ChannelService;
    catalogueScopes: CatalogueScopes;
    catalogueCards: CatalogueCardService;
    contentChanges: ContentChanges;
    pageVisits: PageVisitService;
    videos: VideoService;
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
  const videoAdmin = new VideoAdminService({
    videos: new VideoAdminRepository(db),
    scopes: catalogueScopes,
    cards: catalogueCards,
    changes: contentChanges,
  });
  const insights = new InsightService({ scopes: catalogueScopes, visits: pageVisits, videos });
  return { catalogueDeletions, videoAdmin, insights };
}
