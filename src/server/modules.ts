import path from 'node:path';
import { buildAccountModules } from './composition/account-modules';
import { buildBillingModules, buildSubscriberPlans } from './composition/billing-modules';
import { buildCatalogueAdminModules } from './composition/catalogue-admin-modules';
import { buildCatalogueModules } from './composition/catalogue-modules';
import { buildChannelAdminModules } from './composition/channel-admin-modules';
import { buildCommunityModules } from './composition/community-modules';
import { buildEditorialModules } from './composition/editorial-modules';
import { buildModerationModules } from './composition/moderation-modules';
import {
  buildNotificationModules,
  buildNotificationStore,
} from './composition/notification-modules';
import { buildJobQueue } from './jobs/build-job-queue';
import type { Config } from './config';
import type { Db } from './db/connection';
import { AttemptLimits } from './http/attempt-limits';
import { MemoryRateLimitStore } from './http/rate-limit-store';
import { XsrfTokens } from './http/xsrf';
import { AdService } from './modules/ads/ad-service';
import { ContactService } from './modules/contact/contact-service';
import { DashboardService } from './modules/dashboard/dashboard-service';
import { HealthRepository } from './modules/health/health-repository';
import { HealthService } from './modules/health/health-service';
import { LocalizationAdminService } from './modules/localization/localization-admin-service';
import { LocalizationRepository } from './modules/localization/localization-repository';
import { LocalizationService } from './modules/localization/localization-service';
import { ErrorLog } from './modules/logs/error-log';
import { ErrorLogReader } from './modules/logs/error-log-reader';
import { OutgoingEmailLogRepository } from './modules/logs/outgoing-email-log-repository';
import { OutgoingEmailLogService } from './modules/logs/outgoing-email-log-service';
import { ScheduleRunRegistry } from './modules/logs/schedule-run-registry';
import { Mailer } from './modules/mail/mailer';
import { NewsRepository } from './modules/news/news-repository';
import { NewsService } from './modules/news/news-service';
import { CustomPageRepository } from './modules/pages/custom-page-repository';
import { CustomPageService } from './modules/pages/custom-page-service';
import { RecaptchaService } from './modules/recaptcha/recaptcha-service';
import { SettingsRepository } from './modules/settings/settings-repository';
import { SettingsService } from './modules/settings/settings-service';
import { TestMailService } from './modules/settings/test-mail-service';
import { TagRepository } from './modules/tags/tag-repository';
import { TagService } from './modules/tags/tag-service';
import { ValueListService } from './modules/value-lists/value-list-service';
import { Encrypter } from './security/encrypter';
import { FileEntryRepository } from './modules/uploads/file-entry-repository';
import { FileEntryService } from './modules/uploads/file-entry-service';
import {
  buildWorkspaceAccess,
  buildWorkspaceBase,
  buildWorkspaceModules,
} from './composition/workspace-modules';
import { buildFileStorage } from './storage/build-file-storage';
import { buildUploadModules } from './composition/upload-modules';
import { buildReportModules } from './composition/report-modules';
import { buildScheduler } from './schedule/build-scheduler';
import { AnnouncementService } from './modules/notifications/announcement-service';
import { WriteBehindBuffers } from './db/write-behind-buffer';

/**
 * The composition root: every module's service is built here once per app, in dependency order,
 * with its repositories, mail, cache and storage injected (clusters in composition/). Route
 * plugins read them from app.services; nothing else constructs a service.
 */
export function buildModules(config: Config, db: Db) {
  // The platform every other module stands on: settings, logs, mail, translations.
  const fileStorage = buildFileStorage(config.fileStorage);
  const settings = new SettingsService(new SettingsRepository(db), {
    directUploadAvailable: fileStorage.driver === 's3',
  });
  const errorLog = new ErrorLog(path.join(config.storageDir, 'logs'));
  const outgoingEmailLog = new OutgoingEmailLogService(new OutgoingEmailLogRepository(db));
  const mail = new Mailer(settings, outgoingEmailLog, {
    mailUrl: config.mailUrl,
    appUrl: config.appUrl,
  });
  const recaptcha = new RecaptchaService(settings);
  const encrypter = new Encrypter(config.appKey);
  const localizationRepository = new LocalizationRepository(db);
  const localization = new LocalizationService({ repository: localizationRepository, settings });
  const valueLists = new ValueListService(localization);
  /** Background jobs; the worker starts with the app (app.ts) and stops with it. */
  const jobs = buildJobQueue(db, config.jobs);

  // billing's plans first: a member's permissions and user resource include their plan's
  const billingBase = buildSubscriberPlans(db);
  // and the notifications' unread count, for the same reason
  const notificationStore = buildNotificationStore(db);
  // workspace invites and membership first: registration, lists and uploads ask them
  const workspaceBase = buildWorkspaceBase(db);
  const accounts = buildAccountModules(config, db, {
    settings,
    mail,
    recaptcha,
    encrypter,
    valueLists,
    fileStorage,
    plans: billingBase.subscriberPlans,
    unreadNotifications: notificationStore.notifications,
    invites: workspaceBase.inviteRedemption,
  });
  const { users } = accounts;
  const notificationModules = buildNotificationModules(config, db, {
    store: notificationStore,
    jobs,
    settings,
    users,
    mail,
  });
  const workspaceAccess = buildWorkspaceAccess(workspaceBase, accounts.roles);

  const news = new NewsService(new NewsRepository(db));
  const pages = new CustomPageService({
    pages: new CustomPageRepository(db),
    settings,
    authors: (ids) => users.publicUsers(ids),
    appUrl: config.appUrl,
  });
  // events recorded behind the requests (visits, plays), flushed on close
  const writeBehind = new WriteBehindBuffers();
  const catalogue = buildCatalogueModules(config, db, {
    permissions: accounts.permissions,
    news,
    pages,
    writeBehind,
  });
  const { catalogueCards } = catalogue;
  // what the senders (follows, comments, new episodes, announcements) tell members through
  const { notifier } = notificationModules;
  const community = buildCommunityModules(db, {
    users,
    catalogueCards,
    news,
    notifier,
    workspaces: workspaceAccess,
  });
  const catalogueAdmin = buildCatalogueAdminModules(db, {
    catalogue,
    comments: community.comments,
    valueLists,
    watchlist: community.watchlist,
    notifier,
  });
  const moderation = buildModerationModules(db, {
    users,
    adminUsers: accounts.adminUsers,
    permissions: accounts.permissions,
    catalogueCards,
    search: catalogue.search,
    news,
    lists: community.lists,
    contentChanges: catalogue.contentChanges,
  });
  const editorial = buildEditorialModules(db, {
    contentChanges: catalogue.contentChanges,
    comments: community.comments,
    lists: community.lists,
    catalogueCards,
    users,
  });
  const fileEntries = new FileEntryService({
    entries: new FileEntryRepository(db),
    storage: fileStorage,
    uploadSettings: async () => (await settings.all()).uploading,
    workspaces: workspaceAccess,
  });
  const workspaceModules = buildWorkspaceModules(config, db, {
    base: workspaceBase,
    access: workspaceAccess,
    users,
    mail,
    settings,
    notifier,
    content: [community.lists, fileEntries],
  });
  const uploads = buildUploadModules(config, { fileStorage, fileEntries, settings });
  const scheduleRuns = new ScheduleRunRegistry();
  const reportModules = buildReportModules(config, db, {
    writeBehind,
    users,
    reviews: community.reviews,
    comments: community.comments,
    cards: catalogueCards,
    people: catalogue.people,
    videos: catalogue.videos,
  });

  return {
    db,
    config,
    /** The write-behind buffers (visits, plays): tests flush them to read what was recorded. */
    writeBehind,
    /** Background jobs: tests wait on `jobs.idle()` for what notify() and others queued. */
    jobs,
    ...notificationModules,
    settings,
    testMail: new TestMailService(settings, mail),
    mail,
    recaptcha,
    encrypter,
    localization,
    localizationAdmin: new LocalizationAdminService(localizationRepository, localization, settings),
    valueLists,
    fileStorage,
    fileEntries,
    ...uploads,
    errorLog,
    errorLogReader: new ErrorLogReader(errorLog),
    scheduleRuns,
    /** Scheduled tasks (uploads:clean …), started by main.ts with the server. */
    scheduler: buildScheduler(scheduleRuns, { ...uploads, ...reportModules }),
    outgoingEmailLog,
    xsrf: new XsrfTokens(config.appKey),
    /** Named rate limits (config.rateLimits); the in-process store until a shared one is configured. */
    rateLimits: new AttemptLimits(config.rateLimits, new MemoryRateLimitStore()),
    ...accounts,
    tags: new TagService(new TagRepository(db)),
    ...catalogue,
    news,
    ...community,
    ...catalogueAdmin,
    ...editorial,
    ...moderation,
    ...buildChannelAdminModules(db, { catalogue, news }),
    dashboard: new DashboardService({
      users,
      roles: accounts.roles,
      sessions: accounts.sessions,
    }),
    health: new HealthService(new HealthRepository(db)),
    contact: new ContactService({
      settings,
      recaptcha,
      mail,
      appUrl: config.appUrl,
      fallbackAddress: config.admin.email,
    }),
    pages,
    ads: new AdService(settings),
    announcements: new AnnouncementService({
      users,
      userRoles: accounts.userRoles,
      notifier,
    }),
    ...reportModules,
    ...workspaceModules,
    ...buildBillingModules(config, db, {
      base: billingBase,
      settings,
      grants: accounts.permissionGrants,
      users,
    }),
  };
}

export type Services = ReturnType<typeof buildModules>;
