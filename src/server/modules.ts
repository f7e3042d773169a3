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
    catalogueCards: new CatalogueCardService(new TitleCardRepository(db)),
    errorLog: new ErrorLog(path.join(config.storageDir, 'logs')),
    repositories: {
      roles: roleRepository,
      permissions: permissionRepository,
      users: userRepository,
    },
  };
}

export type Services = ReturnType<typeof buildModules>;
