import { z } from 'zod';

/** One restriction value of a granted permission (null: no limit). */
export const permissionRestriction = z.object({
  name: z.string(),
  value: z.number().nullable(),
});

/** A permission as granted to a user or a role, with its restriction values. */
export const grantedPermission = z.object({
  name: z.string(),
  restrictions: z.array(permissionRestriction),
});

const roleFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  default: z.boolean(),
  guests: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A row of GET roles: the role and how many users hold it. */
export const roleListItem = z.object({ ...roleFields, users_count: z.number().int() });

/** GET/POST/PUT roles/{id}: the role with its grants; users_count when asked (loadCount=users). */
export const roleRecord = z.object({
  ...roleFields,
  permissions: z.array(grantedPermission),
  users_count: z.number().int().optional(),
});

/** One entry of the permission catalogue (GET permissions, grouped there by `group`). */
export const permissionDefinition = z.object({
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  group: z.string(),
  restrictions: z.array(z.object({ name: z.string(), description: z.string() })),
  advanced: z.boolean(),
});

/** GET permissions: the catalogue grouped by `group`. */
export const permissionCatalogue = z.object({
  permissions: z.record(z.string(), z.array(permissionDefinition)),
});

export type RoleListItem = z.infer<typeof roleListItem>;
export type RoleResource = z.infer<typeof roleRecord>;
export type PermissionDefinition = z.infer<typeof permissionDefinition>;
export type PermissionCatalogue = z.infer<typeof permissionCatalogue>;
