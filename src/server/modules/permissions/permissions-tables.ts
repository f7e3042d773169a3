import type { Generated } from 'kysely';
import type { Flag } from '../../db/schema';

/** Who holds a grant: a role, a user directly, or a billing plan (its subscribers). */
export type PermissionableType = 'role' | 'user' | 'plan';

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

export interface PermissionablesTable {
  id: Generated<number>;
  permission_id: number;
  permissionable_type: PermissionableType;
  permissionable_id: number;
  /** JSON: restriction values granted with the permission, [{name, value}]. */
  restrictions: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface PermissionsTables {
  permissions: PermissionsTable;
  permissionables: PermissionablesTable;
}
