import { ContentChanges } from '../cache/content-changes';
import type { Config } from '../config';
import type { WriteBehindBuffers } from '../db/write-behind-buffer';
import type { Db } from '../db/connection';
import { CatalogueCardService } from '../modules/catalogue/catalogue-cards';
import { CatalogueScopes } from '../modules/catalogue/catalogue-scope';
import { CreditRepository } from '../modules/catalogue/credit-repository';
import { ImageRepository } from '../modules/catalogue/image-repository';
import { ImageService } from '../modules/catalogue/image-service';
import { PageVisitRepository } from '../modules/catalogue/page-visit-repository';
import { PageVisitService } from '../modules/catalogue/page-visit-service';
import { PersonCreditService } from '../modules/catalogue/person-credit-service';
import { SeasonRepository } from '../modules/catalogue/season-repository';
import { SeasonService } from '../modules/catalogue/season-service';
import { TitleCardRepository } from '../modules/catalogue/title-card-repository';
import { TitleCreditService } from '../modules/catalogue/title-credit-service';
import { TitleQueryRepository } from '../modules/catalogue/title-query-repository';
import { TitleRepository } from '../modules/catalogue/title-repository';
import { TitleService } from '../modules/catalogue/title-service';
import { ChannelContent } from '../modules/channels/channel-content';
import { ChannelRepository } from '../modules/channels/channel-repository';
import { ChannelService } from '../modules/channels/channel-service';
import type { NewsService } from '../modules/news/news-service';
import type { CustomPageService } from '../modules/pages/custom-page-service';
import { PersonRepository } from '../modules/people/person-repository';
import { PersonService } from '../modules/people/person-service';
import { SearchRepository } from '../modules/search/search-repository';
import { SearchService } from '../modules/search/search-service';
import { SitemapService } from '../modules/seo/sitemap-service';
import { VideoRepository } from '../modules/videos/video-repository';
import { VideoService } from '../modules/videos/video-service';
import type { PermissionService } from '../modules/permissions/permission-service';

/**
 * The catalogue cluster: titles, seasons, credits and images (catalogue), people, videos,
 * search, channels and the sitemap, in dependency order.
 */
export function buildCatalogueModules(
  config: Config,
  db: Db,
  {
    permissions,
    news,
    pages,
    writeBehind,
  }: {
    permissions: PermissionService;
    news: NewsService;
    pages: CustomPageService;
    writeBehind: WriteBehindBuffers;
  },
) {
  const titleCardRepository = new TitleCardRepository(db);
  const titleRepository = new TitleRepository(db);
  const creditRepository = new CreditRepository(db);
  const catalogueCards = new CatalogueCardService(titleCardRepository);
  const catalogueImages = new ImageService(new ImageRepository(db));
  const catalogueCredits = new PersonCreditService(creditRepository);
  const people = new PersonService({
    people: new PersonRepository(db),
    credits: catalogueCredits,
    cards: catalogueCards,
    images: catalogueImages,
  });
  const titleCredits = new TitleCreditService(creditRepository, people);
  const videos = new VideoService(new VideoRepository(db), catalogueCards, writeBehind);
  const titles = new TitleService(
    {
      titles: titleRepository,
      queries: new TitleQueryRepository(db),
      cards: titleCardRepository,
      credits: titleCredits,
      images: catalogueImages,
      videos,
    },
    // the API routes and the page renderer share this one cache of title pages
    { pageCacheTtlMs: config.cacheTtlMs },
  );
  const seasonRepository = new SeasonRepository(db);
  const channelRepository = new ChannelRepository(db);
  const channels = new ChannelService(
    {
      channels: channelRepository,
      content: new ChannelContent({
        channels: channelRepository,
        titles,
        people,
        news,
        videos,
        cards: catalogueCards,
        today: () => new Date().toISOString().slice(0, 10),
      }),
      titles,
    },
    { pageCacheTtlMs: config.cacheTtlMs },
  );
  const search = new SearchService(
    new SearchRepository(db),
    { titleCards: catalogueCards, people, news },
    { cacheTtlMs: config.cacheTtlMs },
  );
  // admin writes announce what they changed; the public answers cached in process follow
  const contentChanges = new ContentChanges();
  contentChanges.subscribe((change) => {
    const everyTitle = Boolean(change.taxonomy || change.personIds?.length);
    titles.forget(everyTitle ? 'all' : (change.titleIds ?? []));
    channels.forgetPages();
    search.forgetAnswers();
  });
  return {
    catalogueCards,
    contentChanges,
    catalogueScopes: new CatalogueScopes(titleRepository, seasonRepository),
    titles,
    seasons: new SeasonService({
      titles,
      titleRows: titleRepository,
      seasons: seasonRepository,
      credits: titleCredits,
      images: catalogueImages,
      videos,
    }),
    pageVisits: new PageVisitService({
      visits: new PageVisitRepository(db),
      buffers: writeBehind,
      cards: catalogueCards,
      people,
      news,
    }),
    people,
    videos,
    search,
    channels,
    sitemap: new SitemapService({ titles, people, channels, news, pages }, permissions, {
      appUrl: config.appUrl,
    }),
  };
}
