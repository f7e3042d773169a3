import type { Generated } from 'kysely';
import type { Flag } from '../../db/schema';

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

export interface UserRoleTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface RolesTables {
  roles: RolesTable;
  user_role: UserRoleTable;
}
