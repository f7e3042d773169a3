import type { Config } from '../config';
import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import { AccessTokenRepository } from '../modules/access-tokens/access-token-repository';
import { AccessTokenService } from '../modules/access-tokens/access-token-service';
import { AuthService } from '../modules/auth/auth-service';
import { PasswordChangeService } from '../modules/auth/password-change-service';
import { EmailVerificationRepository } from '../modules/email-verification/email-verification-repository';
import { EmailVerificationService } from '../modules/email-verification/email-verification-service';
import type { Mailer } from '../modules/mail/mailer';
import { PasswordResetRepository } from '../modules/password-reset/password-reset-repository';
import { PasswordResetService } from '../modules/password-reset/password-reset-service';
import type { RecaptchaService } from '../modules/recaptcha/recaptcha-service';
import {
  RegistrationService,
  type InviteRedeemer,
} from '../modules/registration/registration-service';
import { SocialLoginService } from '../modules/social/social-login-service';
import { SocialOAuthClients } from '../modules/social/social-oauth-clients';
import { SocialProfileRepository } from '../modules/social/social-profile-repository';
import { SocialProfileService } from '../modules/social/social-profile-service';
import { TwoFactorService } from '../modules/two-factor/two-factor-service';
import type { Encrypter } from '../security/encrypter';
import { PermissionGrantRepository } from '../modules/permissions/permission-grant-repository';
import { PermissionGrantService } from '../modules/permissions/permission-grant-service';
import { PermissionRepository } from '../modules/permissions/permission-repository';
import { PermissionService } from '../modules/permissions/permission-service';
import type { UserPlanSource } from '../modules/permissions';
import { RoleAdminRepository } from '../modules/roles/role-admin-repository';
import { RoleRepository } from '../modules/roles/role-repository';
import { RoleService } from '../modules/roles/role-service';
import { UserRoleService } from '../modules/roles/user-role-service';
import { SessionRepository } from '../modules/sessions/session-repository';
import { SessionService } from '../modules/sessions/session-service';
import type { SettingsService } from '../modules/settings/settings-service';
import { AdminUserRepository } from '../modules/users/admin-user-repository';
import { AdminUserService } from '../modules/users/admin-user-service';
import { AVATAR_MAX_BYTES } from '../modules/users/avatar-config';
import { AvatarFiles } from '../modules/users/avatar-files';
import { AvatarService } from '../modules/users/avatar-service';
import { AvatarUrlFetcher } from '../modules/users/avatar-url-fetcher';
import { UserAccountRepository } from '../modules/users/user-account-repository';
import { UserAccountService } from '../modules/users/user-account-service';
import { UserRepository } from '../modules/users/user-repository';
import { UserService } from '../modules/users/user-service';
import { UserTwoFactorRepository } from '../modules/users/user-two-factor-repository';
import type { ValueListService } from '../modules/value-lists/value-list-service';
import type { UnreadNotificationSource } from '../modules/users';
import type { FileStorage } from '../storage/file-storage';

/**
 * The accounts cluster: users, roles, permissions and every way of signing in, built in
 * dependency order (roles → permissions → social profiles → users → the rest).
 */
export function buildAccountModules(
  config: Config,
  db: Db,
  shared: {
    settings: SettingsService;
    mail: Mailer;
    recaptcha: RecaptchaService;
    encrypter: Encrypter;
    valueLists: ValueListService;
    /** Where avatars are kept (keys `avatars/<file>`). */
    fileStorage: FileStorage;
    /** Billing's answer to which plans and subscriptions a member has. */
    plans: UserPlanSource;
    /** The notifications module's unread count, for the user resource. */
    unreadNotifications: UnreadNotificationSource;
    /** Workspace invites, which registration spends. */
    invites: InviteRedeemer;
  },
) {
  const transactions = new Transactions(db);
  const { settings, mail, recaptcha, encrypter, valueLists, fileStorage, plans } = shared;
  const { unreadNotifications, invites } = shared;
  const avatarFiles = new AvatarFiles(fileStorage);
  const repositories = {
    roles: new RoleRepository(db),
    permissions: new PermissionRepository(db),
    users: new UserRepository(db),
  };
  const userRoles = new UserRoleService(repositories.roles);
  const permissions = new PermissionService(repositories.permissions, userRoles, plans);
  const permissionGrants = new PermissionGrantService(new PermissionGrantRepository(db));
  const socialProfileRepository = new SocialProfileRepository(db);
  const socialProfiles = new SocialProfileService(socialProfileRepository);
  const users = new UserService({
    users: repositories.users,
    twoFactor: new UserTwoFactorRepository(db),
    userRoles,
    permissions,
    socialProfiles,
    plans,
    unreadNotifications,
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
    registration: new RegistrationService(users, settings, recaptcha, invites, transactions),
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
      avatarFiles,
      permissions,
      grants: permissionGrants,
      transactions,
    }),
    avatars: new AvatarService({
      accounts: userAccountRepository,
      users,
      files: avatarFiles,
      urlFetcher: new AvatarUrlFetcher({ maxBytes: AVATAR_MAX_BYTES }),
    }),
    adminUsers: new AdminUserService({
      repository: new AdminUserRepository(db),
      users,
      plans,
      userRoles,
      grants: permissionGrants,
      permissions,
      sessions,
      valueLists,
      avatarFiles,
      transactions,
    }),
  };
}
