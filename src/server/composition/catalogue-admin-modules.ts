import type { ContentChanges } from '../cache/content-changes';
import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import { CatalogueDeletions } from '../modules/catalogue/catalogue-deletions';
import { CreditRepository } from '../modules/catalogue/credit-repository';
import { ImageRepository } from '../modules/catalogue/image-repository';
import { PageVisitRepository } from '../modules/catalogue/page-visit-repository';
import { TitleAdminRepository } from '../modules/catalogue/title-admin-repository';
import { TitleAdminService } from '../modules/catalogue/title-admin-service';
import type { ChannelService } from '../modules/channels/channel-service';
import type { CommentService } from '../modules/comments/comment-service';
import type { SearchService } from '../modules/search/search-service';

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
    search,
    contentChanges,
  }: {
    comments: CommentService;
    channels: ChannelService;
    search: SearchService;
    contentChanges: ContentChanges;
  },
) {
  const transactions = new Transactions(db);
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
  const titleAdmin = new TitleAdminService({
    titles: new TitleAdminRepository(db),
    transactions,
    deletions: catalogueDeletions,
    search,
    changes: contentChanges,
  });
  return { catalogueDeletions, titleAdmin };
}
