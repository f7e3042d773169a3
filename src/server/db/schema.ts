import type { CatalogueTables } from '../modules/catalogue/catalogue-tables';
import type { ChannelsTables } from '../modules/channels/channels-tables';
import type { CommentsTables } from '../modules/comments/comments-tables';
import type { ListsTables } from '../modules/lists/lists-tables';
import type { NewsTables } from '../modules/news/news-tables';
import type { PeopleTables } from '../modules/people/people-tables';
import type { ProfilesTables } from '../modules/profiles/profiles-tables';
import type { ReviewsTables } from '../modules/reviews/reviews-tables';
import type { VideosTables } from '../modules/videos/videos-tables';
import type { LocalizationTables } from '../modules/localization/localization-tables';
import type { PagesTables } from '../modules/pages/pages-tables';
import type { TagsTables } from '../modules/tags/tags-tables';
import type { SettingsTables } from '../modules/settings/settings-tables';
import type { LogsTables } from '../modules/logs/logs-tables';
import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both dialects. */
export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password: string | null;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  two_factor_secret: string | null;
  two_factor_recovery_codes: string | null;
  two_factor_confirmed_at: string | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  two_factor_last_step: number | null;
  created_at: string;
  updated_at: string;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  default: Flag;
  guests: Flag;
  type: string;
  created_at: string;
  updated_at: string;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  description: string | null;
  group: string;
  /** JSON: the restrictions this permission can carry, [{name, description}]. */
  restrictions: string;
  advanced: Flag;
  created_at: string;
  updated_at: string;
}

export type PermissionableType = 'role' | 'user';

export interface PermissionablesTable {
  id: Generated<number>;
  permission_id: number;
  permissionable_type: PermissionableType;
  permissionable_id: number;
  /** JSON: restriction values granted with the permission, [{name, value}]. */
  restrictions: string;
}

export interface UserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number;
  ip_address: string | null;
  user_agent: string | null;
  remember: Flag;
  /** JSON object of per-session values (e.g. when the password was last confirmed). */
  payload: string;
  last_active: string;
  expires_at: string;
  created_at: string;
  city: string | null;
  country: string | null;
}

export interface EmailVerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the 6-digit code. */
  code_hash: string;
  attempts: number;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the emailed token. */
  token_hash: string;
  expires_at: string;
  created_at: string;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** SHA-256 of the plain-text token, which is shown once and never stored. */
  token_hash: string;
  last_used_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SocialProfilesTable {
  id: Generated<number>;
  user_id: number;
  service_name: string;
  user_service_id: string;
  username: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database
  extends
    PagesTables,
    TagsTables,
    LocalizationTables,
    CatalogueTables,
    PeopleTables,
    VideosTables,
    ChannelsTables,
    NewsTables,
    ListsTables,
    ReviewsTables,
    CommentsTables,
    ProfilesTables,
    SettingsTables,
    LogsTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  permissionables: PermissionablesTable;
  user_role: UserRoleTable;
  sessions: SessionsTable;
  email_verification_codes: EmailVerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  access_tokens: AccessTokensTable;
  social_profiles: SocialProfilesTable;
}
