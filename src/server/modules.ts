import path from 'node:path';
import type { Config } from './config';
import type { Db } from './db/connection';
import { Transactions } from './db/transactions';
import { AttemptLimits } from './http/attempt-limits';
import { MemoryRateLimitStore } from './http/rate-limit-store';
import { XsrfTokens } from './http/xsrf';
import { AccessTokenRepository } from './modules/access-tokens/access-token-repository';
import { AccessTokenService } from './modules/access-tokens/access-token-service';
import { AuthService } from './modules/auth/auth-service';
import { PasswordChangeService } from './modules/auth/password-change-service';
import { EmailVerificationRepository } from './modules/email-verification/email-verification-repository';
import { EmailVerificationService } from './modules/email-verification/email-verification-service';
import { Mailer } from './modules/mail/mailer';
import { PasswordResetRepository } from './modules/password-reset/password-reset-repository';
import { PasswordResetService } from './modules/password-reset/password-reset-service';
import { RecaptchaService } from './modules/recaptcha/recaptcha-service';
import { RegistrationService } from './modules/registration/registration-service';
import { CatalogueCardService } from './modules/catalogue/catalogue-cards';
import { TitleCardRepository } from './modules/catalogue/title-card-repository';
import { SocialLoginService } from './modules/social/social-login-service';
import { SocialOAuthClients } from './modules/social/social-oauth-clients';
import { SocialProfileRepository } from './modules/social/social-profile-repository';
import { SocialProfileService } from './modules/social/social-profile-service';
import { TagRepository } from './modules/tags/tag-repository';
import { TagService } from './modules/tags/tag-service';
import { TwoFactorService } from './modules/two-factor/two-factor-service';
import { Encrypter } from './security/encrypter';
import { ErrorLog } from './modules/logs/error-log';
import { LocalizationRepository } from './modules/localization/localization-repository';
import { LocalizationService } from './modules/localization/localization-service';
import { PermissionGrantRepository } from './modules/permissions/permission-grant-repository';
import { PermissionGrantService } from './modules/permissions/permission-grant-service';
import { PermissionRepository } from './modules/permissions/permission-repository';
import { PermissionService } from './modules/permissions/permission-service';
import { RoleAdminRepository } from './modules/roles/role-admin-repository';
import { RoleRepository } from './modules/roles/role-repository';
import { RoleService } from './modules/roles/role-service';
import { UserRoleService } from './modules/roles/user-role-service';
import { SessionRepository } from './modules/sessions/session-repository';
import { SessionService } from './modules/sessions/session-service';
import { SettingsRepository } from './modules/settings/settings-repository';
import { SettingsService } from './modules/settings/settings-service';
import { AdminUserRepository } from './modules/users/admin-user-repository';
import { AdminUserService } from './modules/users/admin-user-service';
import { AVATAR_MAX_BYTES } from './modules/users/avatar-config';
import { AvatarService } from './modules/users/avatar-service';
import { AvatarUrlFetcher } from './modules/users/avatar-url-fetcher';
import { UserAccountRepository } from './modules/users/user-account-repository';
import { UserAccountService } from './modules/users/user-account-service';
import { UserRepository } from './modules/users/user-repository';
import { UserService } from './modules/users/user-service';
import { UserTwoFactorRepository } from './modules/users/user-two-factor-repository';
import { ValueListService } from './modules/value-lists/value-list-service';
import { PublicUploadStore } from './storage/public-upload-store';

/**
 * The accounts cluster: users, roles, permissions and every way of signing in, built in
 * dependency order (roles → permissions → social profiles → users → the rest).
 */
function buildAccountModules(
  config: Config,
  db: Db,
  shared: {
    settings: SettingsService;
    mail: Mailer;
    recaptcha: RecaptchaService;
    encrypter: Encrypter;
    valueLists: ValueListService;
    publicUploads: PublicUploadStore;
  },
) {
  const transactions = new Transactions(db);
  const { settings, mail, recaptcha, encrypter, valueLists, publicUploads } = shared;
  const repositories = {
    roles: new RoleRepository(db),
    permissions: new PermissionRepository(db),
    users: new UserRepository(db),
  };
  const userRoles = new UserRoleService(repositories.roles);
  const permissions = new PermissionService(repositories.permissions, userRoles);
  const permissionGrants = new PermissionGrantService(new PermissionGrantRepository(db));
  const socialProfileRepository = new SocialProfileRepository(db);
  const socialProfiles = new SocialProfileService(socialProfileRepository);
  const users = new UserService({
    users: repositories.users,
    twoFactor: new UserTwoFactorRepository(db),
    userRoles,
    permissions,
    socialProfiles,
    transactions,
  });
  const sessions = new SessionService(new SessionRepository(db));
  const userAccountRepository = new UserAccountRepository(db);
  return {
    repositories,
    userRoles,
    permissions,
    permissionGrants,
    roles: new RoleService({
      roles: repositories.roles,
      admin: new RoleAdminRepository(db),
      grants: permissionGrants,
      permissions,
      transactions,
    }),
    socialProfiles,
    users,
    sessions,
    accessTokens: new AccessTokenService(new AccessTokenRepository(db)),
    auth: new AuthService(users),
    passwordChanges: new PasswordChangeService(users, sessions),
    twoFactor: new TwoFactorService(users, encrypter),
    registration: new RegistrationService(users, settings, recaptcha),
    emailVerification: new EmailVerificationService({
      repository: new EmailVerificationRepository(db),
      users,
      mail,
      settings,
      appUrl: config.appUrl,
      resendIntervalMs: config.rateLimits.verificationCodeResend.windowMs,
    }),
    passwordResets: new PasswordResetService({
      repository: new PasswordResetRepository(db),
      users,
      sessions,
      mail,
      settings,
      appUrl: config.appUrl,
      resendIntervalMs: config.rateLimits.resetLinkResend.windowMs,
    }),
    socialLogin: new SocialLoginService(socialProfileRepository, users, settings, transactions),
    socialOAuth: new SocialOAuthClients(settings, config.appUrl),
    userAccounts: new UserAccountService({
      accounts: userAccountRepository,
      users,
      valueLists,
      uploads: publicUploads,
      permissions,
      grants: permissionGrants,
      transactions,
    }),
    avatars: new AvatarService({
      accounts: userAccountRepository,
      users,
      uploads: publicUploads,
      urlFetcher: new AvatarUrlFetcher({ maxBytes: AVATAR_MAX_BYTES }),
    }),
    adminUsers: new AdminUserService({
      repository: new AdminUserRepository(db),
      users,
      userRoles,
      grants: permissionGrants,
      permissions,
      sessions,
      valueLists,
      uploads: publicUploads,
      transactions,
    }),
  };
}

/**
 * The composition root: every module's service is built here once per app, in dependency order,
 * with its repositories, mail, cache and storage injected. Route plugins read them from
 * app.services; nothing else constructs a service.
 */
export function buildModules(config: Config, db: Db) {
  const settings = new SettingsService(new SettingsRepository(db));
  const mail = new Mailer(db, settings, config.mailUrl, config.appUrl);
  const recaptcha = new RecaptchaService(settings);
  const encrypter = new Encrypter(config.appKey);
  const localization = new LocalizationService({
    repository: new LocalizationRepository(db),
    settings,
  });
  const valueLists = new ValueListService(localization);
  const publicUploads = new PublicUploadStore(config.storageDir);
  const accounts = buildAccountModules(config, db, {
    settings,
    mail,
    recaptcha,
    encrypter,
    valueLists,
    publicUploads,
  });
  return {
    db,
    config,
    settings,
    mail,
    recaptcha,
    encrypter,
    localization,
    valueLists,
    publicUploads,
    ...accounts,
    xsrf: new XsrfTokens(config.appKey),
    /** Named rate limits (config.rateLimits); the in-process store until a shared one is configured. */
    rateLimits: new AttemptLimits(config.rateLimits, new MemoryRateLimitStore()),
    tags: new TagService(new TagRepository(db)),
    catalogueCards: new CatalogueCardService(new TitleCardRepository(db)),
    errorLog: new ErrorLog(path.join(config.storageDir, 'logs')),
  };
}

export type Services = ReturnType<typeof buildModules>;
