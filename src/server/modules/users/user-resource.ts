import type { GrantedPermission } from '@common/permissions/permission';
import type { SocialProfile, User, UserSubscription } from '@common/users/user';
import type { UserRow } from './user-repository';

export interface UserRelations {
  roles: Array<{ id: number; name: string }>;
  permissions: GrantedPermission[];
  social_profiles: SocialProfile[];
  subscriptions: UserSubscription[];
  unread_notifications_count: number;
}

/** The user as the API shows it to the user themselves; secrets never leave the server. */
export function toUserResource(row: UserRow, relations: UserRelations): User {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    image: row.image,
    email: row.email,
    email_verified_at: row.email_verified_at,
    banned_at: row.banned_at,
    language: row.language,
    country: row.country,
    timezone: row.timezone,
    created_at: row.created_at,
    roles: relations.roles,
    permissions: relations.permissions,
    subscriptions: relations.subscriptions,
    social_profiles: relations.social_profiles,
    two_factor_confirmed_at: row.two_factor_confirmed_at,
    unread_notifications_count: relations.unread_notifications_count,
  };
}
