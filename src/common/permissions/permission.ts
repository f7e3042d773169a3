export interface PermissionRestriction {
  name: string;
  value: number | null;
}

/** A permission as granted to a user or role, with its restriction values. */
export interface GrantedPermission {
  name: string;
  restrictions: PermissionRestriction[];
}

export interface Role {
  id: number;
  name: string;
  description?: string | null;
  default?: boolean;
  guests?: boolean;
  permissions?: GrantedPermission[];
}
