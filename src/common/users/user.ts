import type { GrantedPermission } from '../permissions/permission';

export interface UserRoleRef {
  id: number;
  name: string;
}

export interface UserSubscription {
  id: number;
  valid: boolean;
  active: boolean;
}

export interface SocialProfile {
  service_name: string;
  username: string | null;
}

/** The user as the API and the bootstrap data present it. Only some fields are read in each place. */
export interface User {
  id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  email: string;
  email_verified_at: string | null;
  banned_at: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  created_at: string;
  roles: UserRoleRef[];
  permissions: GrantedPermission[];
  subscriptions: UserSubscription[];
  social_profiles: SocialProfile[];
  two_factor_confirmed_at: string | null;
  unread_notifications_count: number;
}
