import type { AdminUserListItem, AdminUserResource } from '@common/api/users';
import type { GrantedPermission } from '@common/permissions/permission';
import type { UserRow } from './user-repository';

/** The admin's user shapes are their response schemas' (@common/api/users). */
export type { AdminUserListItem, AdminUserResource };

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
