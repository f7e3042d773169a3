import type { PermissionDefinition, RoleListItem, RoleResource } from '@common/api/roles';
import type { GrantedPermission } from '@common/permissions/permission';

/** A role as the admin API answers it (list rows carry users_count, single records permissions). */
export type RoleRecord = Omit<RoleResource, 'permissions' | 'users_count'> &
  Partial<Pick<RoleResource, 'permissions'>> &
  Partial<Pick<RoleListItem, 'users_count'>>;

/** One entry of GET permissions, grouped there by `group`. */
export type { PermissionDefinition };

/** Only the fields the API accepts: react-admin submits the whole record otherwise. */
export function rolePayload(record: Partial<RoleRecord>) {
  return {
    name: record.name ?? '',
    description: record.description || null,
    default: Boolean(record.default),
    guests: Boolean(record.guests),
    permissions: cleanGrants(record.permissions ?? []),
  };
}

/** Grants as the API takes them: restrictions without a value are dropped (no limit). */
export function cleanGrants(grants: GrantedPermission[]): GrantedPermission[] {
  return grants.map((grant) => ({
    name: grant.name,
    restrictions: grant.restrictions.filter(
      (restriction) => restriction.value !== null && Number.isFinite(restriction.value),
    ),
  }));
}
