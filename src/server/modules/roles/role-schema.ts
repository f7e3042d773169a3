import { z } from 'zod';
import { idList } from '../../http/id-list';
import { paginationQuery } from '../../http/pagination';
import { grantsInput } from '../permissions';
import { relationParamsFor } from '../../http/relation-params';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => Boolean(value));

/** GET roles: paginated, searched by name, ordered by a whitelisted column. */
export const roleListQuery = paginationQuery.extend({
  orderBy: z
    .enum(['id', 'name', 'created_at'], { message: 'The order by is not valid.' })
    .default('id'),
  query: z.string().trim().max(255, 'The query may not be longer than 255 characters.').optional(),
  ids: idList,
  /** Site roles unless the workspace roles are asked for (issue 17). */
  type: z
    .enum(['sitewide', 'workspace'], { message: 'The type must be sitewide or workspace.' })
    .default('sitewide'),
});

/** `type` may be left out by callers inside the server: site roles. */
export type RoleListQuery = Omit<z.infer<typeof roleListQuery>, 'type'> & {
  type?: 'sitewide' | 'workspace';
};

/** The list's querystring: its rows count their users, which loadCount=users may ask for. */
export const roleListQuerystring = roleListQuery.extend(relationParamsFor([], ['users']));

const roleFields = {
  name: z
    .string({ message: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(255, 'The name may not be longer than 255 characters.'),
  description: z
    .string({ message: 'The description must be text.' })
    .trim()
    .max(1000, 'The description may not be longer than 1000 characters.')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  default: flag.optional(),
  guests: flag.optional(),
  permissions: grantsInput.optional(),
};

/** POST roles. */
export const createRoleInput = z.strictObject(roleFields);

/** PUT roles/{id}: only the fields sent change; `permissions` replaces every grant. */
export const updateRoleInput = z.strictObject({ ...roleFields, name: roleFields.name.optional() });

export type RoleInput = z.infer<typeof updateRoleInput>;

export const roleIdParams = z.strictObject({
  id: z.coerce
    .number({ message: 'The role id must be a positive number.' })
    .int('The role id must be a positive number.')
    .positive('The role id must be a positive number.'),
});

/** GET roles/{id}: its permissions are always included; loadCount=users adds users_count. */
export const roleQuery = z.strictObject(relationParamsFor(['permissions'], ['users']));

export const roleIdsParams = z.strictObject({
  ids: idList.pipe(z.array(z.number()).min(1, 'Select at least one role.').max(100)),
});
