import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connection';
import { AttemptLimits } from './http/attempt-limits';
import { MemoryRateLimitStore } from './http/rate-limit-store';
import { XsrfTokens } from './http/xsrf';
import { AccessTokenRepository } from './modules/access-tokens/access-token-repository';
import { AccessTokenService } from './modules/access-tokens/access-token-service';
import { Mailer } from './modules/mail/mailer';
import { RecaptchaService } from './modules/recaptcha/recaptcha-service';
import { CatalogueCardService } from './modules/catalogue/catalogue-cards';
import { CreditRepository } from './modules/catalogue/credit-repository';
import { ImageRepository } from './modules/catalogue/image-repository';
import { ImageService } from './modules/catalogue/image-service';
import { PageVisitRepository } from './modules/catalogue/page-visit-repository';
import { PageVisitService } from './modules/catalogue/page-visit-service';
import { PersonCreditService } from './modules/catalogue/person-credit-service';
import { SeasonRepository } from './modules/catalogue/season-repository';
import { SeasonService } from './modules/catalogue/season-service';
import { TitleCardRepository } from './modules/catalogue/title-card-repository';
import { TitleCreditService } from './modules/catalogue/title-credit-service';
import { TitleQueryRepository } from './modules/catalogue/title-query-repository';
import { TitleRepository } from './modules/catalogue/title-repository';
import { TitleService } from './modules/catalogue/title-service';
import { ChannelContent } from './modules/channels/channel-content';
import { ChannelRepository } from './modules/channels/channel-repository';
import { ChannelService } from './modules/channels/channel-service';
import { NewsService } from './modules/news/news-service';
import { PersonRepository } from './modules/people/person-repository';
import { PersonService } from './modules/people/person-service';
import { SearchRepository } from './modules/search/search-repository';
import { SearchService } from './modules/search/search-service';
import { SitemapRepository } from './modules/seo/sitemap-repository';
import { SitemapService } from './modules/seo/sitemap-service';
import { VideoRepository } from './modules/videos/video-repository';
import { VideoService } from './modules/videos/video-service';
import { TagRepository } from './modules/tags/tag-repository';
import { TagService } from './modules/tags/tag-service';
import { Encrypter } from './security/encrypter';
import { ErrorLog } from './modules/logs/error-log';
import { LocalizationRepository } from './modules/localization/localization-repository';
import { LocalizationService } from './modules/localization/localization-service';
import { PermissionRepository } from './modules/permissions/permission-repository';
import { PermissionService } from './modules/permissions/permission-service';
import { RoleRepository } from './modules/roles/role-repository';
import { SessionRepository } from './modules/sessions/session-repository';
import { SessionService } from './modules/sessions/session-service';
import { SettingsRepository } from './modules/settings/settings-repository';
import { SettingsService } from './modules/settings/settings-service';
import { UserRepository } from './modules/users/user-repository';
import { UserService } from './modules/users/user-service';

/**
 * The composition root: every module's service is built here once per app, in dependency order,
 * with its repositories, mail, cache and storage injected. Route plugins read them from
 * app.services; nothing else constructs a service.
 */
export function buildModules(config: Config, db: Db) {
  const roleRepository = new RoleRepository(db);
  const permissionRepository = new PermissionRepository(db);
  const userRepository = new UserRepository(db);
  const permissions = new PermissionService(permissionRepository, roleRepository);
  const settings = new SettingsService(new SettingsRepository(db));
  return {
    ...buildCatalogue(config, db, permissions),
    db,
    config,
    settings,
    mail: new Mailer(db, settings, config.mailUrl, config.appUrl),
    recaptcha: new RecaptchaService(settings),
    accessTokens: new AccessTokenService(new AccessTokenRepository(db)),
    encrypter: new Encrypter(config.appKey),
    sessions: new SessionService(new SessionRepository(db)),
    users: new UserService(db, userRepository, roleRepository, permissions),
    permissions,
    localization: new LocalizationService({ repository: new LocalizationRepository(db), settings }),
    xsrf: new XsrfTokens(config.appKey),
    /** Named rate limits (config.rateLimits); the in-process store until a shared one is configured. */
    rateLimits: new AttemptLimits(config.rateLimits, new MemoryRateLimitStore()),
    tags: new TagService(new TagRepository(db)),
    errorLog: new ErrorLog(path.join(config.storageDir, 'logs')),
    repositories: {
      roles: roleRepository,
      permissions: permissionRepository,
      users: userRepository,
    },
  };
}

/**
 * The catalogue cluster: titles, seasons, credits and images (catalogue), people, videos,
 * search, channels and the sitemap, in dependency order.
 */
function buildCatalogue(config: Config, db: Db, permissions: PermissionService) {
  const titleCardRepository = new TitleCardRepository(db);
  const titleRepository = new TitleRepository(db);
  const creditRepository = new CreditRepository(db);
  const catalogueCards = new CatalogueCardService(titleCardRepository);
  const catalogueImages = new ImageService(new ImageRepository(db));
  const catalogueCredits = new PersonCreditService(creditRepository);
  const news = new NewsService(db);
  const people = new PersonService({
    people: new PersonRepository(db),
    credits: catalogueCredits,
    cards: catalogueCards,
    images: catalogueImages,
  });
  const titleCredits = new TitleCreditService(creditRepository, people);
  const videos = new VideoService(new VideoRepository(db), catalogueCards);
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
  const otherPages = new SitemapRepository(db);
  return {
    catalogueCards,
    titles,
    seasons: new SeasonService({
      titles,
      titleRows: titleRepository,
      seasons: new SeasonRepository(db),
      credits: titleCredits,
      images: catalogueImages,
      videos,
    }),
    pageVisits: new PageVisitService({
      visits: new PageVisitRepository(db),
      cards: catalogueCards,
      people,
      news,
    }),
    people,
    videos,
    news,
    search: new SearchService(
      new SearchRepository(db),
      { titleCards: catalogueCards, people, news },
      { cacheTtlMs: config.cacheTtlMs },
    ),
    channels,
    sitemap: new SitemapService(
      { titles, people, channels, news: otherPages.news(), pages: otherPages.pages() },
      permissions,
      { appUrl: config.appUrl },
    ),
  };
}

export type Services = ReturnType<typeof buildModules>;
