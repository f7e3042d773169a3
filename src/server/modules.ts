import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connection';
import { AttemptLimits } from './http/attempt-limits';
import { MemoryRateLimitStore } from './http/rate-limit-store';
import { XsrfTokens } from './http/xsrf';
import { AccessTokenRepository } from './modules/access-tokens/access-token-repository';
import { AccessTokenService } from './modules/access-tokens/access-token-service';
import { AdService } from './modules/ads/ad-service';
import { ContactService } from './modules/contact/contact-service';
import { DashboardRepository } from './modules/dashboard/dashboard-repository';
import { DashboardService } from './modules/dashboard/dashboard-service';
import { HealthRepository } from './modules/health/health-repository';
import { HealthService } from './modules/health/health-service';
import { LocalizationAdminService } from './modules/localization/localization-admin-service';
import { ErrorLogReader } from './modules/logs/error-log-reader';
import { OutgoingEmailLogRepository } from './modules/logs/outgoing-email-log-repository';
import { OutgoingEmailLogService } from './modules/logs/outgoing-email-log-service';
import { ScheduleRunRegistry } from './modules/logs/schedule-run-registry';
import { Mailer } from './modules/mail/mailer';
import { NewsRepository } from './modules/news/news-repository';
import { NewsService } from './modules/news/news-service';
import { CustomPageRepository } from './modules/pages/custom-page-repository';
import { CustomPageService } from './modules/pages/custom-page-service';
import { TestMailService } from './modules/settings/test-mail-service';
import { ValueListService } from './modules/value-lists/value-list-service';
import { RecaptchaService } from './modules/recaptcha/recaptcha-service';
import { CatalogueCardService } from './modules/catalogue/catalogue-cards';
import { TitleCardRepository } from './modules/catalogue/title-card-repository';
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
import { Transactions } from './db/transactions';
import { CommentRepository } from './modules/comments/comment-repository';
import { CommentService } from './modules/comments/comment-service';
import { Commentables } from './modules/comments/commentables';
import { EpisodeTitleRepository } from './modules/comments/episode-title-repository';
import { ListRepository } from './modules/lists/list-repository';
import { ListService } from './modules/lists/list-service';
import { WatchlistRepository } from './modules/lists/watchlist-repository';
import { WatchlistService } from './modules/lists/watchlist-service';
import { ProfileRepository } from './modules/profiles/profile-repository';
import { ProfileService } from './modules/profiles/profile-service';
import { RatingRepository } from './modules/reviews/rating-repository';
import { RatingService } from './modules/reviews/rating-service';
import { ReviewRepository } from './modules/reviews/review-repository';
import { ReviewService } from './modules/reviews/review-service';

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
  const users = new UserService(db, userRepository, roleRepository, permissions);
  const catalogueCards = new CatalogueCardService(new TitleCardRepository(db));
  const news = new NewsService(new NewsRepository(db));
  const community = buildCommunity(db, { users, catalogueCards, news });
  const errorLog = new ErrorLog(path.join(config.storageDir, 'logs'));
  const outgoingEmailLog = new OutgoingEmailLogService(new OutgoingEmailLogRepository(db));
  const mail = new Mailer(settings, outgoingEmailLog, {
    mailUrl: config.mailUrl,
    appUrl: config.appUrl,
  });
  const recaptcha = new RecaptchaService(settings);
  const localizationRepository = new LocalizationRepository(db);
  const localization = new LocalizationService({ repository: localizationRepository, settings });
  return {
    db,
    config,
    settings,
    testMail: new TestMailService(settings, mail),
    mail,
    recaptcha,
    accessTokens: new AccessTokenService(new AccessTokenRepository(db)),
    encrypter: new Encrypter(config.appKey),
    sessions: new SessionService(new SessionRepository(db)),
    users,
    permissions,
    localization,
    localizationAdmin: new LocalizationAdminService(localizationRepository, localization, settings),
    valueLists: new ValueListService(localization),
    xsrf: new XsrfTokens(config.appKey),
    /** Named rate limits (config.rateLimits); the in-process store until a shared one is configured. */
    rateLimits: new AttemptLimits(config.rateLimits, new MemoryRateLimitStore()),
    tags: new TagService(new TagRepository(db)),
    catalogueCards,
    ...community,
    errorLog,
    errorLogReader: new ErrorLogReader(errorLog),
    scheduleRuns: new ScheduleRunRegistry(),
    outgoingEmailLog,
    dashboard: new DashboardService(new DashboardRepository(db)),
    health: new HealthService(new HealthRepository(db)),
    contact: new ContactService({
      settings,
      recaptcha,
      mail,
      appUrl: config.appUrl,
      fallbackAddress: config.admin.email,
    }),
    pages: new CustomPageService({
      pages: new CustomPageRepository(db),
      settings,
      authors: (ids) => users.publicUsers(ids),
      appUrl: config.appUrl,
    }),
    news,
    ads: new AdService(settings),
    repositories: {
      roles: roleRepository,
      permissions: permissionRepository,
      users: userRepository,
    },
  };
}

/**
 * Lists, ratings, reviews, comments and profiles, in dependency order: profiles show the others'
 * tabs and counts, the viewer state of a title reads lists.
 */
function buildCommunity(
  db: Db,
  {
    users,
    catalogueCards,
    news,
  }: { users: UserService; catalogueCards: CatalogueCardService; news: NewsService },
) {
  const transactions = new Transactions(db);
  const listRepository = new ListRepository(db);
  const watchlistRepository = new WatchlistRepository(db);
  const ratingRepository = new RatingRepository(db);
  const reviewRepository = new ReviewRepository(db);
  const lists = new ListService({
    lists: listRepository,
    watchlist: watchlistRepository,
    catalogue: catalogueCards,
    users,
  });
  const ratings = new RatingService({
    ratings: ratingRepository,
    reviews: reviewRepository,
    catalogue: catalogueCards,
    lists,
  });
  const reviews = new ReviewService({
    reviews: reviewRepository,
    ratings: ratingRepository,
    transactions,
    catalogue: catalogueCards,
    users,
  });
  const comments = new CommentService({
    comments: new CommentRepository(db),
    commentables: new Commentables({
      catalogue: catalogueCards,
      news,
      episodeTitles: new EpisodeTitleRepository(db),
    }),
    users,
  });
  const profiles = new ProfileService({
    profiles: new ProfileRepository(db),
    users,
    lists,
    ratings,
    reviews,
    comments,
  });
  const watchlist = new WatchlistService(watchlistRepository, catalogueCards);
  return { lists, watchlist, ratings, reviews, comments, profiles };
}

export type Services = ReturnType<typeof buildModules>;
