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
import { loadPublicUsers } from './modules/profiles/public-users';
import { TestMailService } from './modules/settings/test-mail-service';
import { ValueListService } from './modules/value-lists/value-list-service';
import { RecaptchaService } from './modules/recaptcha/recaptcha-service';
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
    users: new UserService(db, userRepository, roleRepository, permissions),
    permissions,
    localization,
    localizationAdmin: new LocalizationAdminService(localizationRepository, localization, settings),
    valueLists: new ValueListService(localization),
    xsrf: new XsrfTokens(config.appKey),
    /** Named rate limits (config.rateLimits); the in-process store until a shared one is configured. */
    rateLimits: new AttemptLimits(config.rateLimits, new MemoryRateLimitStore()),
    tags: new TagService(new TagRepository(db)),
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
      // issue 12: owner call — the users module's bulk public-user lookup, once it has one
      authors: (ids) => loadPublicUsers(db, ids),
      appUrl: config.appUrl,
    }),
    news: new NewsService(new NewsRepository(db)),
    ads: new AdService(settings),
    repositories: {
      roles: roleRepository,
      permissions: permissionRepository,
      users: userRepository,
    },
  };
}

export type Services = ReturnType<typeof buildModules>;
