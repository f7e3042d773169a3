import type { RoleListItem, RoleResource } from '@common/api/roles';
import type { GrantedPermission } from '@common/permissions/permission';
import type { RoleRow } from './role-repository';

/** The admin's role shapes are their response schemas' (@common/api/roles). */
export type { RoleListItem, RoleResource };

export const toRoleListItem = (row: RoleRow, usersCount: number): RoleListItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  default: row.default === 1,
  guests: row.guests === 1,
  users_count: usersCount,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toRoleResource = (row: RoleRow, permissions: GrantedPermission[]): RoleResource => {
  const { users_count: _count, ...role } = toRoleListItem(row, 0);
  return { ...role, permissions };
};
