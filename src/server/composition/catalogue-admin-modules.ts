import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import { CatalogueDeletions } from '../modules/catalogue/catalogue-deletions';
import { CreditAdminRepository } from '../modules/catalogue/credit-admin-repository';
import { CreditAdminService } from '../modules/catalogue/credit-admin-service';
import { CreditRepository } from '../modules/catalogue/credit-repository';
import { EpisodeAdminService } from '../modules/catalogue/episode-admin-service';
import { ImageAdminRepository } from '../modules/catalogue/image-admin-repository';
import { ImageAdminService } from '../modules/catalogue/image-admin-service';
import { ImageRepository } from '../modules/catalogue/image-repository';
import { PageVisitRepository } from '../modules/catalogue/page-visit-repository';
import { SeasonAdminRepository } from '../modules/catalogue/season-admin-repository';
import { SeasonAdminService } from '../modules/catalogue/season-admin-service';
import { TitleAdminRepository } from '../modules/catalogue/title-admin-repository';
import { TitleAdminService } from '../modules/catalogue/title-admin-service';
import { TaxonomyAdminRepository } from '../modules/catalogue/taxonomy-admin-repository';
import { TaxonomyAdminService } from '../modules/catalogue/taxonomy-admin-service';
import { TitleRepository } from '../modules/catalogue/title-repository';
import { TitleTaxonomyRepository } from '../modules/catalogue/title-taxonomy-repository';
import { TitleTaxonomyService } from '../modules/catalogue/title-taxonomy-service';
import type { CommentService } from '../modules/comments/comment-service';
import type { WatchlistService } from '../modules/lists';
import type { Notifier } from '../modules/notifications';
import { NewEpisodeNotifications } from '../modules/catalogue/new-episode-notification';
import type { ValueListService } from '../modules/value-lists';
import { InsightService } from '../modules/insights/insight-service';
import { PersonAdminRepository } from '../modules/people/person-admin-repository';
import { PersonAdminService } from '../modules/people/person-admin-service';
import { VideoAdminRepository } from '../modules/videos/video-admin-repository';
import { VideoAdminService } from '../modules/videos/video-admin-service';
import { VideoNumberingRepository } from '../modules/videos/video-numbering-repository';
import { VideoNumberingService } from '../modules/videos/video-numbering-service';
import type { buildCatalogueModules } from './catalogue-modules';

type CatalogueModules = ReturnType<typeof buildCatalogueModules>;

/**
 * The catalogue's admin (issue 14): writes to titles, seasons, episodes, people, credits,
 * images, videos, genres and keywords, and the insights of what was visited and played. Built
 * after the community cluster, whose comments a deletion removes with what they were about.
 */
export function buildCatalogueAdminModules(
  db: Db,
  {
    catalogue,
    comments,
    valueLists,
    watchlist,
    notifier,
  }: {
    catalogue: CatalogueModules;
    comments: CommentService;
    valueLists: ValueListService;
    watchlist: WatchlistService;
    notifier: Notifier;
  },
) {
  const { channels, contentChanges, catalogueScopes, catalogueCards, people, search } = catalogue;
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
  const seasonWrites = {
    rows: new SeasonAdminRepository(db),
    transactions,
    deletions: catalogueDeletions,
    changes: contentChanges,
    videoNumbers: new VideoNumberingService(new VideoNumberingRepository(db)),
  };
  return {
    catalogueDeletions,
    titleAdmin: new TitleAdminService({
      titles: new TitleAdminRepository(db),
      transactions,
      deletions: catalogueDeletions,
      search,
      changes: contentChanges,
    }),
    seasonAdmin: new SeasonAdminService(seasonWrites),
    episodeAdmin: new EpisodeAdminService({
      ...seasonWrites,
      newEpisodes: new NewEpisodeNotifications({
        watchers: watchlist,
        cards: catalogueCards,
        notifier,
      }),
    }),
    personAdmin: new PersonAdminService({
      people: new PersonAdminRepository(db),
      transactions,
      deletions: catalogueDeletions,
      search,
      changes: contentChanges,
    }),
    creditAdmin: new CreditAdminService({
      credits: new CreditAdminRepository(db),
      scopes: catalogueScopes,
      people,
      changes: contentChanges,
    }),
    imageAdmin: new ImageAdminService({
      images: new ImageAdminRepository(db),
      scopes: catalogueScopes,
      people,
      changes: contentChanges,
    }),
    videoAdmin: new VideoAdminService({
      videos: new VideoAdminRepository(db),
      scopes: catalogueScopes,
      cards: catalogueCards,
      changes: contentChanges,
    }),
    taxonomyAdmin: {
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
    },
    titleTaxonomies: new TitleTaxonomyService({
      rows: new TitleTaxonomyRepository(db),
      titles: new TitleRepository(db),
      scopes: catalogueScopes,
      countries: valueLists,
      changes: contentChanges,
    }),
    insights: new InsightService({
      scopes: catalogueScopes,
      visits: catalogue.pageVisits,
      videos: catalogue.videos,
    }),
  };
}
