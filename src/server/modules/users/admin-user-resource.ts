import type { GrantedPermission } from '@common/permissions/permission';
import type { UserRow } from './user-repository';

export interface AdminUserListItem {
  id: number;
  name: string;
  email: string;
  image: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  ban_reason: string | null;
  two_factor_confirmed_at: string | null;
  created_at: string;
  updated_at: string;
  roles: Array<{ id: number; name: string }>;
  /** The ids of `roles`, as the admin form's role picker edits them. */
  role_ids: number[];
}

/** What the admin edit form reads: the profile and the user's own (direct) grants. */
export interface AdminUserResource extends AdminUserListItem {
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  country: string | null;
  timezone: string | null;
  permissions: GrantedPermission[];
}

export const toAdminUserListItem = (
  row: UserRow,
  roles: AdminUserListItem['roles'],
): AdminUserListItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  image: row.image,
  email_verified_at: row.email_verified_at,
  banned_at: row.banned_at,
  ban_reason: row.ban_reason,
  two_factor_confirmed_at: row.two_factor_confirmed_at,
  created_at: row.created_at,
  updated_at: row.updated_at,
  roles,
  role_ids: roles.map((role) => role.id),
});

export const toAdminUserResource = (
  row: UserRow,
  roles: AdminUserListItem['roles'],
  permissions: GrantedPermission[],
): AdminUserResource => ({
  ...toAdminUserListItem(row, roles),
  first_name: row.first_name,
  last_name: row.last_name,
  language: row.language,
  country: row.country,
  timezone: row.timezone,
  permissions,
});
